// The sequential backend: every element in order, with the same kernel
// arguments as the header-only reference op_par_loop, so results are
// bit-for-bit identical to it. Global reductions accumulate in place.
#include "generators/seq/seq_loop.h"

#include "generators/common/code_writer.h"
#include "generators/common/host_kernel_call.h"
#include "generators/common/loop_layout.h"

namespace loom::translator::codegen::seq {

namespace {

constexpr std::string_view kSequentialLoop = R"cpp(
{{summary}}
{{reason}}
{{signature}}
  {{prologue}}

  // Every element in order, as the reference op_par_loop runs them. Under
  // MPI, scope.size() adds the execute halo when the loop writes through a
  // map, and the first scope.coreSize() elements read no halo data: they
  // run while the halo exchange is in flight.
  const int core = scope.coreSize();
  for (int n = 0; n < scope.size(); ++n) {
    if (n == core)
      scope.waitHalos();
    {{element_locals}}
    {{kernel_call}}
  }
}
)cpp";

} // namespace

std::string sequentialLoop(const LoopModel &loop, std::string_view reason) {
  LoopLayout layout = layoutLoop(loop, ReductionStyle::InPlace);
  layout.haloOverlap = true;
  HostKernelCall call = hostKernelCall(layout);
  return render(kSequentialLoop,
                {
                    {"summary", layout.summary},
                    {"reason", std::string(reason)},
                    {"signature", layout.signature(") {")},
                    {"prologue", prologue(layout)},
                    {"element_locals", lines(call.elementLocals)},
                    {"kernel_call", call.call()},
                });
}

std::string loopDefinition(const LoopModel &loop) {
  return sequentialLoop(loop, {});
}

} // namespace loom::translator::codegen::seq
