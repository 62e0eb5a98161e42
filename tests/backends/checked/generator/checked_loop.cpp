// The "checked" test backend: the elements in order, as seq runs them, with
// every map index checked against the target set before the kernel runs.
// Built from the generators' shared layout, prologue and host addressing
// only: no edit outside this folder.
#include "generators/common/code_writer.h"
#include "generators/common/host_kernel_call.h"
#include "generators/common/loop_layout.h"

namespace loom::translator::codegen::checked {

namespace {

constexpr std::string_view kCheckedLoop = R"cpp(
{{summary}}
// Checked: every map index is range-checked before the kernel runs.
{{signature}}
  {{prologue}}

  for (int n = 0; n < set->size; ++n) {
    {{element_locals}}
    {{checks}}
    {{kernel_call}}
  }
}
)cpp";

} // namespace

std::string loopDefinition(const LoopModel &loop) {
  LoopLayout layout = layoutLoop(loop, ReductionStyle::InPlace);
  HostKernelCall call = hostKernelCall(layout);
  std::vector<std::string> checks;
  for (const MapLayout &map : layout.maps)
    for (const auto &[slot, local] : map.slotLocal)
      checks.push_back("loom::checked::checkIndex(name, arg" +
                       std::to_string(map.firstArg) + ", " + local + ");");
  return render(kCheckedLoop, {
                                  {"summary", layout.summary},
                                  {"signature", layout.signature(") {")},
                                  {"prologue", prologue(layout)},
                                  {"element_locals", lines(call.elementLocals)},
                                  {"checks", section("Checks", checks)},
                                  {"kernel_call", call.call()},
                              });
}

} // namespace loom::translator::codegen::checked
