// The OpenMP backend: the loop runs over the blocks of the runtime's
// execution plan, colour after colour; the blocks of one colour never write
// the same element through a map, so they run in parallel without atomics.
// Direct loops, and indirect loops that only read through maps, get a plan of
// one colour. Global reductions go to one partial per block, combined in
// block order after the last colour, so results do not depend on the number
// of threads or on scheduling.
#include "generators/backends.h"
#include "generators/code_writer.h"
#include "generators/kernel_call.h"

namespace loom::translator::codegen {

namespace {

constexpr std::string_view kOpenMPLoop = R"cpp(
{{summary}}
{{signature}}
  {{args_array}}
  loom::LoopScope scope(name, set, args, {{nargs}});

  {{maps}}

  {{data}}

  // Blocks of consecutive elements, grouped by colour: no two blocks of one
  // colour write the same element through a map.{{plan_note}}
  const loom::ExecPlan &plan = loom::executionPlan(name, set, args, {{nargs}});

  {{reductions}}

  for (int colour = 0; colour < plan.ncolours; ++colour) {
    const int colour_begin = plan.colourOffset[colour];
    const int colour_end = plan.colourOffset[colour + 1];
    // Blocks hold the same number of elements (but the last), so a static
    // schedule balances them without dispatch overhead, and gives each thread
    // the same blocks on every call of the loop (warm caches).
#pragma omp parallel for schedule(static)
    for (int i = colour_begin; i < colour_end; ++i) {
      const int block = plan.colourBlocks[i];
      {{block_locals}}
      const int block_begin = plan.blockOffset[block];
      const int block_end = plan.blockOffset[block + 1];
      for (int n = block_begin; n < block_end; ++n) {
        {{element_locals}}
        {{kernel_call}}
      }
    }
  }

  {{combine}}
}
)cpp";

} // namespace

std::string openmpLoop(const LoopModel &loop) {
  // An OP_WRITE/OP_RW global is written by every element, so its final value
  // depends on the order of the elements; op_arg_info payloads follow a
  // reduction's winning element. Neither has a block-wise form: keep the
  // reference order.
  if (loop.hasGlobalWrites())
    return sequentialLoop(
        loop,
        "// Sequential: an OP_WRITE/OP_RW global takes the value the last "
        "element\n// writes, which only the reference element order "
        "reproduces.");
  if (loop.hasInfoArgs())
    return sequentialLoop(
        loop, "// Sequential: op_arg_info payloads follow the reduction's "
              "winning element\n// in reference element order.");

  KernelCall call = buildKernelCall(loop, ReductionStyle::PerBlock);

  std::vector<std::string> reductions, blockLocals, combines;
  for (const Reduction &r : call.reductions) {
    reductions.push_back("loom::BlockReduction<" + r.type + "> " + r.object +
                         "(args[" + std::to_string(r.arg) +
                         "], plan.nblocks);");
    blockLocals.push_back(r.type + " *" + r.partial + " = " + r.object +
                          ".partial(block);");
    combines.push_back(r.object + ".combine();");
  }

  std::string planNote;
  if (loop.isDirect())
    planNote = "\n// A direct loop: one colour.";

  return render(
      kOpenMPLoop,
      {
          {"summary", call.summary},
          {"signature",
           wrapped("static void " + loop.function + "(", call.params, ") {")},
          {"args_array", call.argsArray},
          {"nargs", std::to_string(call.nargs)},
          {"maps", section("Maps", call.mapLocals)},
          {"data", section("Data", call.dataLocals)},
          {"plan_note", planNote},
          {"reductions",
           section("Global reductions: one partial result per block",
                   reductions)},
          {"block_locals", section("This block's partials", blockLocals)},
          {"element_locals", lines(call.elementLocals)},
          {"kernel_call", call.call()},
          {"combine", section("Combine the partials in block order", combines)},
      });
}

} // namespace loom::translator::codegen
