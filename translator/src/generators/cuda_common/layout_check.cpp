#include "generators/cuda_common/layout_check.h"
#include "generators/common/code_writer.h"
#include "generators/cuda_common/kernel_text.h"

#include <vector>

namespace loom::translator::codegen::cuda {

namespace {

int dimOf(const LoopModel &loop, size_t d) {
  return loop.args[static_cast<size_t>(loop.dats[d].firstArg)].dim;
}

} // namespace

std::string layoutCheck(const LoopModel &loop,
                        const std::string &siteArgument) {
  std::vector<bool> checked(loop.dats.size(), false);
  for (size_t d = 0; d < loop.dats.size(); ++d)
    for (size_t e = d + 1; e < loop.dats.size(); ++e)
      if (loop.dats[d].soa != loop.dats[e].soa && dimOf(loop, d) > 1 &&
          dimOf(loop, d) == dimOf(loop, e))
        checked[d] = checked[e] = true;
  std::string uses, names;
  for (size_t d = 0; d < loop.dats.size(); ++d) {
    if (!checked[d])
      continue;
    const std::string k = std::to_string(loop.dats[d].firstArg);
    uses +=
        std::string(uses.empty() ? "" : ",\n     ") + "{" + k + ", &arg" + k +
        ", loom::cuda::DeviceLayout::" + (loop.dats[d].soa ? "Soa" : "Aos") +
        ", " + (argsOfDat(loop, d).written ? "true" : "false") + "}";
    names +=
        std::string(names.empty() ? "" : ", ") + "'" + loop.dats[d].expr + "'";
  }
  if (uses.empty())
    return "";
  const std::string site =
      siteArgument.empty() ? "" : ",\n    " + siteArgument.substr(2);
  return commentLines(names + " have different device layouts; one dat "
                              "passed by two of them gets a copy in each, "
                              "and a loop writing it is refused",
                      78) +
         "\nloom::cuda::checkLayouts(\n    name,\n    {" + uses + "}" + site +
         ");";
}

} // namespace loom::translator::codegen::cuda
