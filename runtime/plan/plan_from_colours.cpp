#include "loom/plan/plan_from_colours.h"

#include "dat_table.h"
#include "data_staging.h"
#include "greedy_colouring.h"

#include <cstdint>
#include <stdexcept>
#include <string>

namespace loom::plan {

namespace {

void fail(const std::string &what) {
  throw std::invalid_argument("loom::plan: " + what);
}

// Every value of `values` (`what`) lies in [0, limit).
template <class Array>
void checkRange(const Array &values, int limit, const char *what) {
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i] < 0 || values[i] >= limit)
      fail(std::string(what) + "[" + std::to_string(i) +
           "] = " + std::to_string(values[i]) + ", outside [0, " +
           std::to_string(limit) + ")");
}

void checkSize(size_t size, size_t expected, const char *what) {
  if (size != expected)
    fail(std::string(what) + " has " + std::to_string(size) +
         " entries, expected " + std::to_string(expected));
}

} // namespace

GlobalPlan globalPlanFromColours(const LoopAccess &loop, int ncolours,
                                 std::vector<int> elementColour) {
  checkSize(elementColour.size(), size_t(loop.setSize), "elementColour");
  checkRange(elementColour, ncolours, "elementColour");
  GlobalPlan plan;
  plan.ncolours = ncolours;
  plan.elementColour = std::move(elementColour);
  detail::groupByColour(plan.elementColour, ncolours, plan.colourOffset,
                        plan.colourElements);
  return plan;
}

BlockPlan blockPlanFromColours(const LoopAccess &loop, int blockSize,
                               int ncolours, std::vector<int> blockColour) {
  if (blockSize < 1)
    fail("block size " + std::to_string(blockSize) + " < 1");
  BlockPlan plan;
  plan.blockSize = blockSize;
  plan.nblocks = int((int64_t(loop.setSize) + blockSize - 1) / blockSize);
  checkSize(blockColour.size(), size_t(plan.nblocks), "blockColour");
  checkRange(blockColour, ncolours, "blockColour");
  plan.blockOffset.resize(size_t(plan.nblocks) + 1);
  for (int b = 0; b <= plan.nblocks; ++b)
    plan.blockOffset[size_t(b)] =
        int(std::min<int64_t>(int64_t(b) * blockSize, loop.setSize));
  plan.ncolours = ncolours;
  plan.blockColour = std::move(blockColour);
  detail::groupByColour(plan.blockColour, ncolours, plan.colourOffset,
                        plan.colourBlocks);
  return plan;
}

HierarchicalPlan hierarchicalPlanFromColours(const LoopAccess &loop,
                                             StagingMode staging,
                                             HierarchicalPlan &&colouring) {
  HierarchicalPlan plan = std::move(colouring);
  const size_t n = size_t(loop.setSize), nblocks = size_t(plan.nblocks);
  if (plan.nblocks < 0)
    fail("negative block count " + std::to_string(plan.nblocks));
  checkSize(plan.blockOffset.size(), nblocks + 1, "blockOffset");
  checkSize(plan.elements.size(), n, "elements");
  checkSize(plan.threadColour.size(), n, "threadColour");
  checkSize(plan.nthreadColours.size(), nblocks, "nthreadColours");
  checkSize(plan.blockColour.size(), nblocks, "blockColour");
  if (plan.blockOffset[0] != 0 || plan.blockOffset[nblocks] != loop.setSize)
    fail("blockOffset does not run from 0 to the set size");
  for (size_t b = 0; b < nblocks; ++b) {
    if (plan.blockOffset[b + 1] < plan.blockOffset[b])
      fail("blockOffset decreases at block " + std::to_string(b));
    for (int p = plan.blockOffset[b]; p < plan.blockOffset[b + 1]; ++p)
      if (plan.threadColour[size_t(p)] < 0 ||
          plan.threadColour[size_t(p)] >= plan.nthreadColours[b])
        fail("thread colour of position " + std::to_string(p) +
             " outside its block's " + std::to_string(plan.nthreadColours[b]));
  }
  checkRange(plan.elements, loop.setSize, "elements");
  std::vector<bool> seen(n, false);
  for (int e : plan.elements) {
    if (seen[size_t(e)])
      fail("element " + std::to_string(e) + " appears twice");
    seen[size_t(e)] = true;
  }
  checkRange(plan.blockColour, plan.nblockColours, "blockColour");
  plan.staging = staging;
  detail::groupByColour(plan.blockColour, plan.nblockColours, plan.colourOffset,
                        plan.colourBlocks);
  detail::stageData(loop, detail::DatTable(loop), plan);
  return plan;
}

} // namespace loom::plan
