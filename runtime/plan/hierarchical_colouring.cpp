#include "loom/plan/hierarchical_plan.h"

#include "dat_table.h"
#include "data_staging.h"
#include "greedy_colouring.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>

namespace loom::plan {

namespace {

// Fills nblocks, blockOffset and elements (ascending within a block).
void formBlocks(const LoopAccess &loop, int blockSize,
                const std::vector<int> *partition, HierarchicalPlan &plan) {
  const int n = loop.setSize;
  plan.elements.resize(size_t(n));
  if (partition == nullptr) {
    if (blockSize < 1)
      throw std::invalid_argument("loom::plan: block size " +
                                  std::to_string(blockSize) + " < 1");
    plan.blockSize = blockSize;
    // In 64 bits: setSize + blockSize - 1 overflows int for huge blocks.
    plan.nblocks = int((int64_t(n) + blockSize - 1) / blockSize);
    plan.blockOffset.resize(size_t(plan.nblocks) + 1);
    for (int b = 0; b <= plan.nblocks; ++b)
      plan.blockOffset[size_t(b)] =
          int(std::min<int64_t>(int64_t(b) * blockSize, n));
    std::iota(plan.elements.begin(), plan.elements.end(), 0);
    return;
  }
  const std::vector<int> &part = *partition;
  if (part.size() != size_t(n))
    throw std::invalid_argument("loom::plan: partition has " +
                                std::to_string(part.size()) +
                                " entries, set has " + std::to_string(n));
  int maxId = -1;
  for (int e = 0; e < n; ++e) {
    if (part[size_t(e)] < 0)
      throw std::invalid_argument("loom::plan: partition gives element " +
                                  std::to_string(e) + " negative block " +
                                  std::to_string(part[size_t(e)]));
    maxId = std::max(maxId, part[size_t(e)]);
  }
  std::vector<int> count(size_t(maxId) + 1, 0);
  for (int id : part)
    ++count[size_t(id)];
  std::vector<int> renumber(count.size(), -1);
  plan.blockSize = 0;
  plan.nblocks = 0;
  plan.blockOffset.assign(1, 0);
  for (size_t id = 0; id < count.size(); ++id) {
    if (count[id] == 0)
      continue;
    renumber[id] = plan.nblocks++;
    plan.blockOffset.push_back(plan.blockOffset.back() + count[id]);
  }
  std::vector<int> next(plan.blockOffset.begin(), plan.blockOffset.end() - 1);
  for (int e = 0; e < n; ++e)
    plan.elements[size_t(next[size_t(renumber[size_t(part[size_t(e)])])]++)] =
        e;
}

} // namespace

HierarchicalPlan buildHierarchicalPlan(const LoopAccess &loop, int blockSize,
                                       StagingMode staging,
                                       const std::vector<int> *partition) {
  checkLoopAccess(loop);
  const detail::DatTable table(loop);
  HierarchicalPlan plan;
  plan.staging = staging;
  formBlocks(loop, blockSize, partition, plan);
  const size_t n = size_t(loop.setSize);
  auto writes = [&](int e, auto &&f) { table.forEachWrite(e, f); };
  std::vector<uint64_t> masks(size_t(table.nWrittenTargets), 0);

  // Thread colours, first fit in ascending element order within each block,
  // then the block's positions sorted stably by thread colour.
  std::vector<int> elemColour(n, 0);
  plan.nthreadColours.assign(size_t(plan.nblocks), 0);
  plan.threadColour.assign(n, 0);
  std::vector<int> order, sorted, count;
  for (int b = 0; b < plan.nblocks; ++b) {
    const auto first = plan.elements.begin() + plan.blockOffset[size_t(b)];
    const auto last = plan.elements.begin() + plan.blockOffset[size_t(b) + 1];
    order.assign(first, last);
    const int nc = detail::greedyColour(
        order, masks, writes, detail::ColourChoice::FirstFit, elemColour);
    plan.nthreadColours[size_t(b)] = nc;
    count.assign(size_t(nc) + 1, 0);
    for (int e : order)
      ++count[size_t(elemColour[size_t(e)]) + 1];
    for (int c = 0; c < nc; ++c)
      count[size_t(c) + 1] += count[size_t(c)];
    sorted.resize(order.size());
    for (int e : order)
      sorted[size_t(count[size_t(elemColour[size_t(e)])]++)] = e;
    std::copy(sorted.begin(), sorted.end(), first);
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p)
      plan.threadColour[size_t(p)] =
          elemColour[size_t(plan.elements[size_t(p)])];
  }

  // Block colours over the union of the block's writes, least used.
  plan.blockColour.assign(size_t(plan.nblocks), 0);
  std::vector<int> blocks(size_t(plan.nblocks));
  std::iota(blocks.begin(), blocks.end(), 0);
  auto blockWrites = [&](int b, auto &&f) {
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p)
      table.forEachWrite(plan.elements[size_t(p)], f);
  };
  plan.nblockColours =
      detail::greedyColour(blocks, masks, blockWrites,
                           detail::ColourChoice::LeastUsed, plan.blockColour);
  detail::groupByColour(plan.blockColour, plan.nblockColours, plan.colourOffset,
                        plan.colourBlocks);

  detail::stageData(loop, table, plan);
  return plan;
}

} // namespace loom::plan
