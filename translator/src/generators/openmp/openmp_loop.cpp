// The OpenMP backend: the loop runs over the blocks of the runtime's loop
// plan, colour after colour; the blocks of one colour never write the same
// element through a map, so they run in parallel without atomics. The plan's
// strategy (block colouring, or element colouring with the elements of each
// colour cut into blocks) is chosen at run time, per loop. Direct loops, and
// indirect loops that only read through maps, get a plan of one colour. Global
// reductions go to one partial per block, combined in block order after the
// last colour, so results do not depend on the number of threads or on
// scheduling.
#include "generators/common/code_writer.h"
#include "generators/common/escaping.h"
#include "generators/common/host_kernel_call.h"
#include "generators/common/loop_layout.h"
#include "generators/openmp/owner_form.h"
#include "generators/openmp/prefetch_ahead.h"
#include "generators/openmp/simd_groups.h"
#include "generators/seq/seq_loop.h"

namespace loom::translator::codegen::openmp {

namespace {

constexpr std::string_view kSimdChoice = R"cpp(
// SIMD form for blocks of consecutive elements (docs/simd.md); LOOM_SIMD
// chooses it or the scalar element loop.
const bool simd = !order && loom::openmp::simdGroupsEnabled({{transposes}});
scope.noteElementLoop(simd);
)cpp";

constexpr std::string_view kNoSimdForm = R"cpp(
// No SIMD form: the scalar element loop (LOOM_REPORT's "no_simd_form").
scope.noteElementLoop(
    false,
    {{why}});
)cpp";

constexpr std::string_view kOpenMPLoop = R"cpp(
{{lane_kernel}}
{{summary}}
// One clone per x86-64 vector width; the CPU picks (isa_clones.h).
LOOM_OPENMP_ISA_CLONES
{{signature}}
  {{prologue}}

  // Blocks of elements, grouped by colour: no two blocks of one colour write
  // the same element through a map. `order` is null when the blocks hold
  // consecutive elements (block colouring), else the element at each
  // position (element colouring).{{plan_note}}
  const loom::openmp::LoopPlan &plan =
      loom::openmp::loopPlan(name, set, args, {{nargs}}{{owner_arg}});
  const int *order = plan.order();{{owned_local}}
  {{simd_flag}}
  {{prefetch_flag}}

  {{reductions}}

  // One parallel region per call: the threads stay up from colour to colour,
  // and the barrier that ends each colour's `omp for` keeps colours apart.
#pragma omp parallel
  for (int colour = 0; colour < plan.ncolours; ++colour) {
    const int colour_begin = plan.colourOffset[colour];
    const int colour_end = plan.colourOffset[colour + 1];
    // Blocks hold the same number of elements (but the last), so a static
    // schedule balances them without dispatch overhead, and gives each thread
    // the same blocks on every call of the loop (warm caches).
#pragma omp for schedule(static)
    for (int i = colour_begin; i < colour_end; ++i) {
      const int block = plan.colourBlocks[i];
      {{block_locals}}
      const int block_begin = plan.blockOffset[block];
      const int block_end = plan.blockOffset[block + 1];
      {{block_body}}
    }
  }

  {{combine}}
}
)cpp";

// The element loop of one block, in reference order.
constexpr std::string_view kScalarLoop = R"cpp(
for (int k = block_begin; k < block_end; ++k) {
  {{element}}
}
)cpp";

// One element of the scalar loop, at position k of the block.
constexpr std::string_view kScalarElement = R"cpp(
const int n = order ? order[k] : k;
{{prefetch}}
{{element_locals}}
{{kernel_call}}
)cpp";

// SIMD groups while a whole group is left, then the scalar loop.
constexpr std::string_view kGroupsThenScalar = R"cpp(
int k = block_begin;
if (simd) {
  {{groups}}
}
// The scalar element loop: the whole block without SIMD groups, else the
// elements after the last whole group.
for (; k < block_end; ++k) {
  {{element}}
}
)cpp";

// An owner-computes plan's block, else the block as colours run it.
constexpr std::string_view kOwnerOrColoured = R"cpp(
if (owned) {
  {{owner}}
} else {
  {{coloured}}
}
)cpp";

constexpr std::string_view kBothLoops = R"cpp(
if (simd) {
  {{simd}}
} else {
  {{scalar}}
}
)cpp";

// The loop's definition without its registration.
std::string loopBody(const LoopModel &loop) {
  // An OP_WRITE/OP_RW global is written by every element, so its final value
  // depends on the order of the elements; op_arg_info payloads follow a
  // reduction's winning element. Neither has a block-wise form: keep the
  // reference order.
  if (loop.hasGlobalWrites())
    return seq::sequentialLoop(
        loop,
        "// Sequential: an OP_WRITE/OP_RW global takes the value the last "
        "element\n// writes, which only the reference element order "
        "reproduces.");
  if (loop.hasInfoArgs())
    return seq::sequentialLoop(
        loop, "// Sequential: op_arg_info payloads follow the reduction's "
              "winning element\n// in reference element order.");

  LoopLayout layout = layoutLoop(loop, ReductionStyle::PerBlock);
  HostKernelCall call = hostKernelCall(layout);

  std::vector<std::string> reductions, blockLocals, combines;
  for (const ReductionLayout &r : layout.reductions) {
    reductions.push_back("loom::openmp::BlockReduction<" + r.type + "> " +
                         r.object + "(args[" + std::to_string(r.arg) +
                         "], plan.nblocks);");
    blockLocals.push_back(r.type + " *" + r.partial + " = " + r.object +
                          ".partial(block);");
    combines.push_back(r.object + ".combine();");
  }

  // The SIMD form runs blocks of consecutive elements (no `order`);
  // LOOM_SIMD=0 selects the scalar loop at run time.
  PrefetchAhead prefetch(layout);
  SimdBlock simd = simdBlock(layout, call);
  Value prefetchAhead("");
  if (prefetch.any()) {
    const std::string &d = prefetch.distance();
    prefetchAhead =
        prefetch.block("k", "order ? order[k + " + d + "] : k + " + d);
  }
  Layout element =
      fragment(kScalarElement, {{"prefetch", prefetchAhead},
                                {"element_locals", lines(call.elementLocals)},
                                {"kernel_call", call.call()}});
  Layout scalar = fragment(kScalarLoop, {{"element", element}});
  std::string prefetchFlag;
  if (prefetch.any())
    prefetchFlag =
        "// The element loop prefetches what it reaches through maps this "
        "many\n// elements ahead: by default only when `order` "
        "scatters the accesses\n// (LOOM_PREFETCH; 0: off).\n" +
        prefetch.distanceLocal();
  Value simdFlag("");
  Layout blockBody = scalar;
  if (simd.fallback.empty()) {
    simdFlag = fragment(kSimdChoice,
                        {{"transposes", simd.transposes ? "true" : "false"}});
    blockBody =
        simd.groups
            ? fragment(kGroupsThenScalar,
                       {{"groups", simd.code}, {"element", element}})
            : fragment(kBothLoops, {{"simd", simd.code}, {"scalar", scalar}});
  } else {
    simdFlag =
        fragment(kNoSimdForm, {{"why", stringLiteralLines(simd.fallback, 70)}});
  }

  std::string planNote, ownerArg, ownedLocal;
  if (loop.isDirect())
    planNote = "\n// A direct loop: one colour.";
  if (hasOwnerForm(loop)) {
    planNote += "\n// `owned` is null unless the plan is owner-computes "
                "(strategy owner).";
    ownerArg = ", true";
    ownedLocal = "\nconst std::uint32_t *owned = plan.owned();";
    blockBody = fragment(kOwnerOrColoured, {{"owner", ownerBlock(layout, call)},
                                            {"coloured", blockBody}});
  }

  return render(
      kOpenMPLoop,
      {
          {"lane_kernel", simd.laneKernel},
          {"summary", layout.summary},
          {"signature", layout.signature(") {")},
          {"prologue", prologue(layout)},
          {"nargs", std::to_string(layout.nargs)},
          {"plan_note", planNote},
          {"owner_arg", ownerArg},
          {"owned_local", ownedLocal},
          {"reductions",
           section("Global reductions: one partial result per block",
                   reductions)},
          {"block_locals", section("This block's partials", blockLocals)},
          {"simd_flag", simdFlag},
          {"prefetch_flag", prefetchFlag},
          {"block_body", blockBody},
          {"combine", section("Combine the partials in block order", combines)},
      });
}

} // namespace

std::string loopDefinition(const LoopModel &loop) {
  // Every loop is registered, so that LOOM_STRATEGY and LOOM_PART_SIZE can
  // name it (and a name that is no loop of the program is an error).
  return "\n[[maybe_unused]] static const bool loom_registered_" +
         loop.function + " =\n    loom::openmp::registerLoop(" +
         cppStringLiteral(loop.name) + ");\n\n" + loopBody(loop);
}

} // namespace loom::translator::codegen::openmp
