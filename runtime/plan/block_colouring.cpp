#include "loom/plan/block_plan.h"

#include "dat_table.h"
#include "greedy_colouring.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <stdexcept>

namespace loom::plan {

BlockPlan buildBlockPlan(const LoopAccess &loop, int blockSize) {
  if (blockSize < 1)
    throw std::invalid_argument("loom::plan: block size " +
                                std::to_string(blockSize) + " < 1");
  checkLoopAccess(loop);
  const detail::DatTable table(loop);
  BlockPlan plan;
  plan.blockSize = blockSize;
  // In 64 bits: setSize + blockSize - 1 overflows int for huge blocks.
  plan.nblocks = int((int64_t(loop.setSize) + blockSize - 1) / blockSize);
  plan.blockOffset.resize(size_t(plan.nblocks) + 1);
  for (int b = 0; b <= plan.nblocks; ++b)
    plan.blockOffset[size_t(b)] =
        int(std::min<int64_t>(int64_t(b) * blockSize, loop.setSize));
  if (table.writes.empty()) {
    plan.ncolours = detail::oneColour(size_t(plan.nblocks), plan.blockColour);
    detail::groupByColour(plan.blockColour, plan.ncolours, plan.colourOffset,
                          plan.colourBlocks);
    return plan;
  }
  plan.blockColour.assign(size_t(plan.nblocks), 0);
  std::vector<int> order(size_t(plan.nblocks));
  std::iota(order.begin(), order.end(), 0);
  std::vector<uint64_t> masks(size_t(table.nWrittenTargets), 0);
  auto blockWrites = [&](int b, auto &&f) {
    for (int e = plan.blockOffset[size_t(b)];
         e < plan.blockOffset[size_t(b) + 1]; ++e)
      table.forEachWrite(e, f);
  };
  plan.ncolours = detail::greedyColour(std::move(order), masks, blockWrites,
                                       detail::ColourChoice::FirstFit,
                                       plan.blockColour, true);
  detail::groupByColour(plan.blockColour, plan.ncolours, plan.colourOffset,
                        plan.colourBlocks);
  return plan;
}

} // namespace loom::plan
