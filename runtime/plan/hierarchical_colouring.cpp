#include "loom/plan/hierarchical_plan.h"

#include "dat_table.h"
#include "data_staging.h"
#include "greedy_colouring.h"

#include <algorithm>
#include <bit>
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

// First fit over the targets they write of elements[0..m), in that order:
// colour[i] receives element i's colour; returns the number of colours, or
// -1 (masks untouched) when some element finds all 64 colours taken. With
// 64-bit masks the lowest free bit is the first fit: colours open in order,
// so a bit above the opened ones is never set.
int colourThreads(const detail::DatTable &table, const int *elements, int m,
                  std::vector<uint64_t> &masks, int *colour) {
  int nc = 0, i = 0;
  for (; i < m; ++i) {
    uint64_t used = 0;
    table.forEachWrite(elements[i],
                       [&](int64_t t) { used |= masks[size_t(t)]; });
    if (used == ~uint64_t(0))
      break;
    const int c = std::countr_zero(~used);
    colour[i] = c;
    nc = std::max(nc, c + 1);
    const uint64_t bit = uint64_t(1) << c;
    table.forEachWrite(elements[i],
                       [&](int64_t t) { masks[size_t(t)] |= bit; });
  }
  for (int k = 0; k < i; ++k)
    table.forEachWrite(elements[k], [&](int64_t t) { masks[size_t(t)] = 0; });
  return i == m ? nc : -1;
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
  plan.nthreadColours.assign(size_t(plan.nblocks), 0);
  plan.threadColour.resize(n);
  std::vector<int> colour, sorted, count, order, elemColour;
  for (int b = 0; b < plan.nblocks; ++b) {
    const int p0 = plan.blockOffset[size_t(b)],
              p1 = plan.blockOffset[size_t(b) + 1];
    int *first = plan.elements.data() + p0;
    const int m = p1 - p0;
    if (table.writes.empty()) { // one thread colour, the order kept
      plan.nthreadColours[size_t(b)] = m > 0 ? 1 : 0;
      std::fill_n(plan.threadColour.begin() + p0, m, 0);
      continue;
    }
    colour.resize(size_t(m));
    int nc = colourThreads(table, first, m, masks, colour.data());
    if (nc < 0) { // more than 64 thread colours: passes of 64
      elemColour.resize(n);
      order.assign(first, first + m);
      nc = detail::greedyColour(order, masks, writes,
                                detail::ColourChoice::FirstFit, elemColour);
      for (int i = 0; i < m; ++i)
        colour[size_t(i)] = elemColour[size_t(first[i])];
    }
    plan.nthreadColours[size_t(b)] = nc;
    count.assign(size_t(nc) + 1, 0);
    for (int i = 0; i < m; ++i)
      ++count[size_t(colour[size_t(i)]) + 1];
    for (int c = 0; c < nc; ++c)
      count[size_t(c) + 1] += count[size_t(c)];
    sorted.resize(size_t(m));
    for (int i = 0; i < m; ++i) {
      const int at = count[size_t(colour[size_t(i)])]++;
      sorted[size_t(at)] = first[i];
      plan.threadColour[size_t(p0 + at)] = colour[size_t(i)];
    }
    std::copy(sorted.begin(), sorted.end(), first);
  }

  // Block colours over the union of the block's writes, least used.
  if (table.writes.empty()) {
    plan.nblockColours =
        detail::oneColour(size_t(plan.nblocks), plan.blockColour);
  } else {
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
  }
  detail::groupByColour(plan.blockColour, plan.nblockColours, plan.colourOffset,
                        plan.colourBlocks);

  detail::stageData(loop, table, plan);
  return plan;
}

} // namespace loom::plan
