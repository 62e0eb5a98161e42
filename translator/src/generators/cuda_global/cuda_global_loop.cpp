// The cuda_global backend: global (element) colouring. One kernel per loop,
// one launch per colour, one thread per element: thread t of the launch for
// colour c runs the element at position colourOffset[c] + t of the plan
// (loom/backend/cuda/colour_plan.h). No two elements of one colour write the
// same element through a map, so indirect writes need no atomics: a thread
// accumulates its increments in registers and adds them once. A loop whose
// writes through maps are all OP_INC runs by default as `atomic` instead
// (one launch, the increments added by atomicAdd: faster on an H200). Every
// dat reaches the kernel as `T *__restrict__`; the user's kernel runs
// as a __device__ copy reading op_decl_const values from __constant__
// memory. Global reductions: one partial per block (a shared-memory tree),
// folded on the device after the last launch and copied back once
// (loom/backend/cuda/reduction.h). Launches are queued: the loop returns
// without waiting for its kernels (loom/backend/cuda/launch_sync.h).
#include "generators/cuda_global/cuda_global_loop.h"
#include "generators/common/code_writer.h"
#include "generators/common/escaping.h"
#include "generators/common/loop_layout.h"
#include "generators/cuda_common/atomic_forms.h"
#include "generators/cuda_global/global_kernel.h"
#include "generators/cuda_global/host_loop.h"
#include "generators/program_generator.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace loom::translator::codegen::cuda_global {

namespace {

// The plan of a loop that writes through maps only with OP_INC: none (the
// default, atomic), or global colouring with LOOM_CUDA_STRATEGY=global.
constexpr std::string_view kPlanOrAtomics =
    R"cpp(// LOOM_CUDA_STRATEGY or LOOM_AUTOTUNE=1: atomic (the default): every
// element in one launch, increments through maps by atomicAdd; or global
// colouring. The settings are resolved once per call site, again when they
// change.
static loom::cuda::StrategySite strategy_site;
const loom::cuda::LoopStrategy strategy =
    {{strategy}};
const int atomic = strategy == loom::cuda::LoopStrategy::Atomic;
const loom::cuda::ColourPlan &plan =
    atomic ? loom::cuda::uncolouredPlan(set)
           : loom::cuda::globalPlan(name, set, args, {{nargs}});)cpp";

// The plan of a loop that writes through maps other than by OP_INC.
constexpr std::string_view kPlanNoAtomics =
    R"cpp(// LOOM_CUDA_STRATEGY: global colouring only ({{why}}).
static loom::cuda::StrategySite strategy_site;
{{strategy}};
const loom::cuda::ColourPlan &plan =
    loom::cuda::globalPlan(name, set, args, {{nargs}});)cpp";

constexpr std::string_view kPlan = R"cpp(const loom::cuda::ColourPlan &plan =
    loom::cuda::globalPlan(name, set, args, {{nargs}});)cpp";

constexpr std::string_view kCudaGlobalLoop = R"cpp(
{{summary}}
{{constants}}
{{device_kernel}}

// One thread per element of one colour: positions [begin, end) of the plan.
{{kernel_signature}}
  {{shared}}
  const int position = begin + blockIdx.x * blockDim.x + threadIdx.x;
  {{thread_locals}}
  {{read_only_copies}}
  if (position < end) {
    {{element}}
    {{element_locals}}
    {{kernel_call}}
    {{direct_back}}
    {{write_back}}
  }
  {{read_only_checks}}
  {{block_reductions}}
}

{{signature}}
  {{args_array}}
  loom::LoopScope scope(name, set, args, {{nargs}}{{site}});
  {{const_uploads}}

  // Device copies: dats (uploaded when the host copy is newer), maps,
  // globals.
  {{device_locals}}

  // Elements grouped by colour; `elements` is null when positions are
  // elements (one colour in order).
  {{plan}}
  static loom::cuda::DeviceCopySite<const int *> plan_copy; // one search
  const int *elements = loom::cuda::devicePlanElements(plan, name, plan_copy);
  const int block_size = {{block_size}};
  {{reductions}}

  // The kernels' time on the device (CUDA events), for op_timing_output.
  loom::cuda::KernelTimer timer(name);
  for (int colour = 0; colour < plan.ncolours; ++colour) {
    const int begin = plan.colourOffset[colour];
    const int end = plan.colourOffset[colour + 1];
    if (begin == end)
      continue;
    const int blocks = (end - begin + block_size - 1) / block_size;
    try {
      {{launch}}
    } catch (const std::exception &failure) { // emulation: races, barriers
      loom::cuda::launchFailed(name, "{{kernel}}", failure);
    }
    loom::cuda::check(cudaGetLastError(), name, "launch of {{kernel}}");
    {{fold}}
  }
  {{finish}}
  timer.stop(scope);
  loom::cuda::afterLaunches(name, "{{kernel}}");
  {{mark_written}}
}
)cpp";

} // namespace

using cuda::indentBy;
using cuda::joinLines;

GlobalKernel::GlobalKernel(const LoopModel &loop)
    : loop_(loop), layout_(layoutLoop(loop, ReductionStyle::InPlace)),
      device_(cuda::deviceKernel(loop)),
      args_(loop_, layout_, device_,
            "\n    (set->size + block_size - 1) / block_size + "
            "plan.ncolours") {
  kernel_ = layout_.names.claim(cuda::globalKernelName(loop, "loom_kernel_"));
}

std::string GlobalKernel::render() {
  cuda::rejectDimsNotPositive(loop_);
  noAtomic_ = cuda::noAtomicForm(loop_, layout_);
  atomicForm_ = cuda::writesThroughMaps(loop_) && noAtomic_.empty();
  addDats();
  addMaps();
  for (size_t k = 0; k < loop_.args.size(); ++k)
    addArg(k);
  std::vector<cuda::LaunchParam> params = {
      {"int begin", "begin"},
      {"int end", "end"},
      {"const int *__restrict__ elements", "elements"}};
  if (atomicForm_)
    params.push_back({"int atomic", "atomic"});
  params.insert(params.end(), args_.params.begin(), args_.params.end());
  std::string shared = "0", sharedDecl;
  if (!args_.reductionTypes.empty()) {
    shared = "block_size * " + cuda::widestSize(args_.reductionTypes);
    sharedDecl = "// Block reductions: blockDim.x values of the widest "
                 "type.\nLOOM_DYNAMIC_SHARED(unsigned char, loom_shared);";
  }
  Vars vars = cuda::sharedLoopVars(layout_, device_, args_, marks_);
  vars.insert({
      {"kernel_signature", wrapped("__global__ void " + kernel_ + "(",
                                   cuda::declarations(params), ") {")},
      {"shared", sharedDecl},
      // A loop whose arguments are all globals does not use its element.
      {"element",
       std::any_of(loop_.args.begin(), loop_.args.end(),
                   [](const ArgModel &a) { return a.kind != ArgKind::Gbl; })
           ? "const int n = elements ? elements[position] : "
             "position;"
           : ""},
      {"element_locals", lines(elementLocals_)},
      {"kernel_call",
       wrapped(cuda::deviceCallee(loop_, device_) + "(",
               cuda::withStrides(device_, args_.callArgs, args_.strideArgs),
               ");")},
      {"direct_back", section("Store this element's rows", directBack_)},
      {"write_back",
       cuda::plainOrAtomic("Apply this element's writes through maps",
                           atomicForm_, "atomic", "atomic: by atomicAdd",
                           writeBack_, atomicBack_)},
      {"block_reductions",
       section("One partial per block and reduction", blockReduce())},
      {"plan", planText()},
      {"launch", wrapped("LOOM_LAUNCH(" + kernel_ + ", blocks, block_size, " +
                             shared + ")(",
                         cuda::launchArguments(params), ");")},
      {"kernel", kernel_},
      {"block_size", cuda::writesThroughMaps(loop_)
                         ? "strategy_site.blockSize"
                         : "loom::cuda::blockSize(name)"},
  });
  return codegen::render(kCudaGlobalLoop, vars);
}

// How the plan is chosen: by LOOM_CUDA_STRATEGY when the loop writes
// through maps (atomics or colouring), else the one-colour plan.
std::string GlobalKernel::planText() const {
  const std::string nargs = std::to_string(layout_.nargs);
  // The default, as measured on an H200 (docs/cuda.md, "Strategies"):
  // atomic where the loop has that form (Airfoil's res_calc and bres_calc:
  // 2x global's kernel time), else global.
  const std::string forms = cuda::loopForms(atomicForm_ ? "Atomic" : "Global",
                                            false, noAtomic_, noAtomic_);
  const Layout strategy =
      wrapped("loom::cuda::loopStrategy(",
              {"name", "set", "args", nargs, forms, "strategy_site"}, ")");
  if (atomicForm_)
    return codegen::render(kPlanOrAtomics,
                           {{"strategy", strategy}, {"nargs", nargs}});
  if (cuda::writesThroughMaps(loop_))
    return codegen::render(
        kPlanNoAtomics,
        {{"strategy", strategy}, {"why", noAtomic_}, {"nargs", nargs}});
  return codegen::render(kPlan, {{"nargs", nargs}});
}

// Each block's partial of each reduction, from its threads' values.
std::vector<std::string> GlobalKernel::blockReduce() const {
  std::vector<std::string> out;
  for (const cuda::BlockReduction &r : args_.reductions) {
    const std::string dim = std::to_string(r.dim);
    out.push_back("for (int d = 0; d < " + dim +
                  "; ++d)\n  loom::cuda::blockReduce<" + r.op +
                  ">(reinterpret_cast<" + r.type + " *>(loom_shared), " +
                  r.local + "[d],\n                                " +
                  r.partials + " + blockIdx.x * " + dim + " + d);");
  }
  return out;
}

// The dats of `loop` kept as struct of arrays whose expression is a plain
// name, as string literals: the runtime copies a dat declared under that
// name in that layout at its declaration (loom/backend/cuda/
// declaration_upload.h). A dat declared under another name is copied again
// at its first use.
std::vector<std::string> soaDatNames(const LoopModel &loop) {
  std::vector<std::string> names;
  for (const DatModel &d : loop.dats) {
    const bool plainName =
        !d.expr.empty() &&
        !std::isdigit(static_cast<unsigned char>(d.expr[0])) &&
        identifierFragment(d.expr) == d.expr;
    if (d.soa && plainName)
      names.push_back(cppStringLiteral(d.expr));
  }
  return names;
}

std::string loopDefinition(const LoopModel &loop) {
  // Every loop is registered, so that LOOM_CUDA_STRATEGY can name it.
  std::string registration =
      "\n[[maybe_unused]] static const bool loom_registered_" + loop.function +
      " = loom::cuda::registerLoop(" + cppStringLiteral(loop.name) + ");\n";
  if (const std::vector<std::string> soa = soaDatNames(loop); !soa.empty()) {
    std::string list;
    for (const std::string &name : soa)
      list += (list.empty() ? "" : ", ") + name;
    registration += "[[maybe_unused]] static const bool loom_soa_dats_" +
                    loop.function + " =\n    loom::cuda::preferSoa({" + list +
                    "});\n";
  }
  registration += "\n";
  if (loop.hasGlobalWrites())
    return registration +
           hostLoop(loop, "An OP_WRITE/OP_RW global takes the value the last "
                          "element writes, which only\n// the reference "
                          "element order reproduces.");
  if (loop.hasInfoArgs())
    return registration +
           hostLoop(loop, "op_arg_info payloads follow the reduction's "
                          "winning element in reference\n// element order.");
  return registration + GlobalKernel(loop).render();
}

} // namespace loom::translator::codegen::cuda_global
