#include "loom/plan/global_plan.h"

#include "dat_table.h"
#include "greedy_colouring.h"

#include <numeric>

namespace loom::plan {

GlobalPlan buildGlobalPlan(const LoopAccess &loop) {
  checkLoopAccess(loop);
  const detail::DatTable table(loop);
  GlobalPlan plan;
  if (table.writes.empty()) {
    plan.ncolours = detail::oneColour(size_t(loop.setSize), plan.elementColour);
  } else {
    plan.elementColour.assign(size_t(loop.setSize), 0);
    std::vector<int> order(size_t(loop.setSize));
    std::iota(order.begin(), order.end(), 0);
    std::vector<uint64_t> masks(size_t(table.nWrittenTargets), 0);
    plan.ncolours = detail::greedyColour(
        std::move(order), masks,
        [&](int e, auto &&f) { table.forEachWrite(e, f); },
        detail::ColourChoice::LeastUsed, plan.elementColour, true);
  }
  detail::groupByColour(plan.elementColour, plan.ncolours, plan.colourOffset,
                        plan.colourElements);
  return plan;
}

} // namespace loom::plan
