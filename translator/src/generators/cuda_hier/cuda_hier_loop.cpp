// The cuda_hier backend: hierarchical colouring with shared-memory staging
// (Sulyok et al., "use the shared memory to preload indirect data"). One
// launch per block colour of the plan (loom/backend/cuda/hier_plan.h); one
// CUDA block per plan block, one thread per element. Each block
//   1. stages the indirect data it touches in shared memory, struct-of-arrays
//      (value d of staged element t at [d * count + t]), gathered once
//      through the plan's block-local renumbering, consecutive threads
//      loading consecutive (double2/float4 where possible) words of the
//      global arrays of structs; dats only read are staged with
//      LOOM_CUDA_STAGING=all (the default) when they fit, dats only
//      incremented through maps always (zeroed);
//   2. runs the user's kernel on register copies of the staged values,
//      increments accumulated in registers;
//   3. applies the increments to shared memory one thread colour at a time,
//      with __syncthreads() after each colour;
//   4. adds its staged increments to global memory.
// Dats written through maps other than by increments only (OP_WRITE, OP_RW,
// read and incremented in one loop) and optional arguments stay in global
// memory; when such a dat is overwritten or also read, the kernel itself
// runs one thread colour at a time. Each loop also gets its cuda_global
// variant, which LOOM_CUDA_STRATEGY (or LOOM_AUTOTUNE=1) may choose at run
// time; loops without data reached through maps, and order-dependent ones,
// are generated as by cuda_global only.
#include "generators/common/code_writer.h"
#include "generators/cuda_common/atomic_forms.h"
#include "generators/cuda_global/cuda_global_loop.h"
#include "generators/cuda_hier/hier_kernel.h"
#include "generators/cuda_hier/thread_turns.h"

namespace loom::translator::codegen::cuda_hier {

namespace {

constexpr std::string_view kCudaHierLoop = R"cpp(
{{summary}}
{{constants}}
{{device_kernel}}

// One block of the plan per CUDA block (blocks [first_block, first_block +
// gridDim.x) of one block colour), one thread per element.
{{kernel_signature}}
  {{shared}}
  const int block = colour_blocks[first_block + blockIdx.x];
  const int first = block_offset[block];
  const int position = first + threadIdx.x;
  const bool active =
      static_cast<int>(threadIdx.x) < block_offset[block + 1] - first;

  {{staging}}

  {{thread_locals}}
  {{read_only_copies}}
  {{carried}}
  {{before_turns}}
  {{turns}}
  {{write_back}}
  {{read_only_checks}}
  {{block_reductions}}
}

{{signature}}
  {{args_array}}
  // LOOM_CUDA_STRATEGY (or LOOM_AUTOTUNE=1): {{strategies}}
  // The settings are resolved once per call site, again when they change.
  static loom::cuda::StrategySite strategy_site;
  const loom::cuda::LoopStrategy strategy =
      {{strategy}};
  if (strategy == loom::cuda::LoopStrategy::Global ||
      strategy == loom::cuda::LoopStrategy::Atomic) {
    {{global_call}}
    return;
  }
  {{atomic_flush}}
  loom::LoopScope scope(name, set, args, {{nargs}}{{site}});
  {{const_uploads}}

  // Device copies: dats (uploaded when the host copy is newer), maps,
  // globals.
  {{device_locals}}

  // Blocks of block_size elements, grouped by block colour; the staged
  // elements of each block and their block-local indices.
  {{uncoloured}}
  const int block_size = strategy_site.blockSize;
  const loom::cuda::HierPlan &plan =
      {{plan_call}}
  static loom::cuda::DeviceCopySite<const loom::cuda::DeviceHierPlan *>
      plan_copy; // the device plan, found without a search after a call
  const loom::cuda::DeviceHierPlan &device_plan =
      loom::cuda::deviceHierPlan(plan, name, plan_copy);
  {{reductions}}

  // Shared memory per block: the staged dats (the most elements a block
  // stages) and room for block reductions; the dats only read come last,
  // so that they can be left out when they do not fit.
  std::size_t shared_bytes = 0;
  {{shared_layout}}
  {{stage_reads}}
  loom::cuda::reserveSharedMemory({{kernel}}, shared_bytes, name,
                                  "{{kernel}}");

  // The kernels' time on the device (CUDA events), for op_timing_output.
  loom::cuda::KernelTimer timer(name);
  {{launches}}
    if (blocks == 0)
      continue;
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

// One launch per block colour.
constexpr std::string_view kColourLaunches =
    R"cpp(for (int colour = 0; colour < plan.plan.nblockColours; ++colour) {
  const int first_block = plan.plan.colourOffset[colour];
  const int blocks = plan.plan.colourOffset[colour + 1] - first_block;)cpp";

// One launch per block colour, or (hier_atomic) one of every block.
constexpr std::string_view kColourOrAtomicLaunches =
    R"cpp(const int launches = atomic_flush ? 1 : plan.plan.nblockColours;
for (int colour = 0; colour < launches; ++colour) {
  const int first_block = atomic_flush ? 0 : plan.plan.colourOffset[colour];
  const int blocks = atomic_flush
                         ? plan.plan.nblocks
                         : plan.plan.colourOffset[colour + 1] - first_block;)cpp";

// hier_atomic: every block in one launch, its results added atomically, so
// the plan needs no block colours.
constexpr std::string_view kAtomicFlush =
    R"cpp(const int atomic_flush =
    strategy == loom::cuda::LoopStrategy::HierarchicalAtomic;
const loom::plan::BlockColouring block_colouring =
    atomic_flush ? loom::plan::BlockColouring::Uncoloured
                 : loom::plan::BlockColouring::Coloured;)cpp";

// The cuda_global variant of a loop, which LOOM_CUDA_STRATEGY may choose.
std::string globalFunction(const LoopModel &loop) {
  return loop.function + "_global";
}

} // namespace

using cuda::indentBy;
using cuda::joinLines;

HierKernel::HierKernel(const LoopModel &loop)
    : loop_(loop), layout_(layoutLoop(loop, ReductionStyle::InPlace)),
      device_(cuda::deviceKernel(loop)),
      args_(loop_, layout_, device_, " plan.plan.nblocks") {
  kernel_ =
      layout_.names.claim(cuda::globalKernelName(loop, "loom_hier_kernel_"));
  reductionShared_ = layout_.names.claim("reduction_shared");
}

std::string HierKernel::render() {
  cuda::rejectDimsNotPositive(loop_);
  places_ = classifyDats(loop_);
  noAtomic_ = cuda::noAtomicForm(loop_, layout_);
  noHierAtomic_ =
      noAtomic_.empty() ? writtenInGlobalMemory(loop_, places_) : noAtomic_;
  hierAtomic_ = cuda::writesThroughMaps(loop_) && noHierAtomic_.empty();
  addDats();
  for (size_t k = 0; k < loop_.args.size(); ++k)
    addArg(k);
  addMaps();
  // The plan's parameters, the arguments', then the shared-memory offsets.
  std::vector<cuda::LaunchParam> params = {
      {"int first_block", "first_block"},
      {"const int *__restrict__ colour_blocks", "device_plan.colourBlocks"},
      {"const int *__restrict__ block_offset", "device_plan.blockOffset"},
      {"const int *__restrict__ elements", "device_plan.elements"}};
  // Without increments or writes through maps there is nothing to apply
  // one thread colour at a time.
  if (needsTurns(places_.kernelInTurns, apply_))
    for (const cuda::LaunchParam &p : turnParams())
      params.push_back(p);
  if (hierAtomic_)
    params.push_back({"int atomic_flush", "atomic_flush"});
  params.insert(params.end(), args_.params.begin(), args_.params.end());
  if (!args_.reductionTypes.empty()) {
    params.push_back({"int " + reductionShared_, reductionShared_});
    shared_.addReductions(reductionShared_, args_.reductionTypes);
  }
  if (stagesReads_) {
    params.push_back({"int stage_reads", "stage_reads"});
    shared_.addStageReads();
  }
  const ElementRun run =
      threadTurns(elementText(), apply_, places_.kernelInTurns);
  Vars vars = cuda::sharedLoopVars(layout_, device_, args_, marks_);
  vars.insert({
      {"kernel_signature", wrapped("__global__ void " + kernel_ + "(",
                                   cuda::declarations(params), ") {")},
      {"staging", staging_.empty()
                      ? std::string()
                      : joinLines(staging_) + "\n__syncthreads();"},
      {"shared", staging_.empty() && args_.reductionTypes.empty()
                     ? ""
                     : "LOOM_DYNAMIC_SHARED(unsigned char, loom_shared);"},
      {"carried", section("Written through maps: this thread's values, "
                          "applied below",
                          carried_)},
      {"before_turns", run.beforeTurns},
      {"turns", run.turns},
      {"write_back", cuda::plainOrAtomic(
                         "Add the block's staged increments to global memory",
                         hierAtomic_, "atomic_flush",
                         "hier_atomic: by atomicAdd", writeBack_, atomicBack_)},
      {"block_reductions",
       section("One partial per block and reduction", blockReduce())},
      {"shared_layout", shared_.always()},
      {"stage_reads", shared_.reads()},
      {"launch", wrapped("LOOM_LAUNCH(" + kernel_ +
                             ", blocks, block_size, shared_bytes)(",
                         cuda::launchArguments(params), ");")},
      {"kernel", kernel_},
      {"global_call", wrapped(globalFunction(loop_) + "(", globalArgs(), ");")},
      {"strategies", strategiesNote()},
      {"strategy",
       wrapped(
           "loom::cuda::loopStrategy(",
           {"name", "set", "args", std::to_string(layout_.nargs),
            cuda::loopForms(defaultStrategy(), true, noAtomic_, noHierAtomic_),
            "strategy_site"},
           ")")},
      {"uncoloured", hierAtomic_ ? "// hier_atomic: blocks not coloured (one "
                                   "colour holds them all)."
                                 : ""},
      {"plan_call", planCall()},
      {"atomic_flush", std::string(hierAtomic_ ? kAtomicFlush : "")},
      {"launches",
       std::string(hierAtomic_ ? kColourOrAtomicLaunches : kColourLaunches)},
  });
  return codegen::render(kCudaHierLoop, vars);
}

// The element's work, at column 0: its locals and the kernel call.
std::string HierKernel::elementText() const {
  std::string element = "const int n = elements[position];";
  for (const Layout &l : elementLocals_) {
    element += '\n';
    element += l(0);
  }
  element += '\n';
  element += wrapped(
      cuda::deviceCallee(loop_, device_) + "(",
      cuda::withStrides(device_, args_.callArgs, args_.strideArgs), ");")(0);
  return element;
}

// The plan query: hier_atomic's blocks add their results atomically and
// need no block colours.
Layout HierKernel::planCall() const {
  std::vector<std::string> args = {"name", "set", "args",
                                   std::to_string(layout_.nargs), "block_size"};
  if (hierAtomic_)
    args.push_back("block_colouring");
  return wrapped("loom::cuda::hierarchicalPlan(", args, ");");
}

// A loop's default strategy, as measured on an H200 (docs/cuda.md,
// "Strategies"): hier_atomic where the loop has that form (Airfoil's
// res_calc: 1.8x hier's kernel time), else hier for a loop that writes
// through maps, else global (nothing to colour).
std::string HierKernel::defaultStrategy() const {
  if (hierAtomic_)
    return "HierarchicalAtomic";
  return cuda::writesThroughMaps(loop_) ? "Hierarchical" : "Global";
}

// The comment over the strategy query. `atomic` is listed only for a loop
// that writes through maps: for any other it is the global kernel.
std::string HierKernel::strategiesNote() const {
  if (!cuda::writesThroughMaps(loop_))
    return "global (the default: nothing written through maps, nothing to "
           "colour), hier.";
  std::string note = hierAtomic_ ? "hier_atomic (the default), hier, global"
                                 : "hier (the default), global";
  if (noAtomic_.empty())
    note += ", atomic";
  return note + ".";
}

std::vector<std::string> HierKernel::globalArgs() const {
  std::vector<std::string> out = {"name", "set"};
  for (size_t k = 0; k < loop_.args.size(); ++k)
    out.push_back("arg" + std::to_string(k));
  return out;
}

// Each block's partial of each reduction, from its threads' values.
std::vector<std::string> HierKernel::blockReduce() const {
  std::vector<std::string> out;
  for (const cuda::BlockReduction &r : args_.reductions) {
    const std::string dim = std::to_string(r.dim);
    out.push_back(
        "for (int d = 0; d < " + dim + "; ++d)\n  loom::cuda::blockReduce<" +
        r.op + ">(\n      reinterpret_cast<" + r.type + " *>(loom_shared + " +
        reductionShared_ + "), " + r.local + "[d],\n      " + r.partials +
        " + blockIdx.x * " + dim + " + d);");
  }
  return out;
}

std::string loopDefinition(const LoopModel &loop) {
  // Nothing to stage, or an order-dependent loop run on the host: the
  // cuda_global code (which registers the loop for LOOM_CUDA_STRATEGY).
  if (loop.hasGlobalWrites() || loop.hasInfoArgs() || !hasDataThroughMaps(loop))
    return cuda_global::loopDefinition(loop);
  LoopModel global = loop;
  global.function = globalFunction(loop);
  return cuda_global::loopDefinition(global) + HierKernel(loop).render();
}

} // namespace loom::translator::codegen::cuda_hier
