// The sequential backend: every element in order, with the same kernel
// arguments as the header-only reference op_par_loop, so results are
// bit-for-bit identical to it. Global reductions accumulate in place.
#include "generators/backends.h"
#include "generators/code_writer.h"
#include "generators/kernel_call.h"

namespace loom::translator::codegen {

namespace {

constexpr std::string_view kSequentialLoop = R"cpp(
{{summary}}
{{reason}}
{{signature}}
  {{args_array}}
  loom::LoopScope scope(name, set, args, {{nargs}});

  {{maps}}

  {{data}}

  // Every element in order, as the reference op_par_loop runs them.
  for (int n = 0; n < set->size; ++n) {
    {{element_locals}}
    {{kernel_call}}
  }
}
)cpp";

} // namespace

std::string sequentialLoop(const LoopModel &loop, std::string_view reason) {
  KernelCall call = buildKernelCall(loop, ReductionStyle::InPlace);
  return render(kSequentialLoop,
                {
                    {"summary", call.summary},
                    {"reason", std::string(reason)},
                    {"signature", wrapped("static void " + loop.function + "(",
                                          call.params, ") {")},
                    {"args_array", call.argsArray},
                    {"nargs", std::to_string(call.nargs)},
                    {"maps", section("Maps", call.mapLocals)},
                    {"data", section("Data", call.dataLocals)},
                    {"element_locals", lines(call.elementLocals)},
                    {"kernel_call", call.call()},
                });
}

} // namespace loom::translator::codegen
