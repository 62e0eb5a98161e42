// Mutation tests: the validator rejects plans that were made wrong on
// purpose (a really conflicting colour, a missing or duplicated element).
#include "random_loop.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace loom::plan {
namespace {

// Interior edges of an nx x ny grid of cells: each edge increments its two
// cells (like Airfoil's res_calc), reads a node-like dat through slot 0.
struct GridLoop {
  std::vector<int> cells;
  LoopAccess loop;
  GridLoop(int nx, int ny) {
    for (int j = 0; j < ny; ++j)
      for (int i = 0; i < nx; ++i) {
        if (i + 1 < nx)
          cells.insert(cells.end(), {j * nx + i, j * nx + i + 1});
        if (j + 1 < ny)
          cells.insert(cells.end(), {j * nx + i, (j + 1) * nx + i});
      }
    const int n = int(cells.size() / 2), ncell = nx * ny;
    loop.setSize = n;
    loop.accesses = {{cells.data(), 2, ncell, -1, true, 32, 0, 0},
                     {cells.data(), 2, ncell, 0, false, 8, 1, 0}};
  }
};

// Two distinct elements e < f that write one target.
std::pair<int, int> conflictingPair(const LoopAccess &loop, auto &&accept) {
  for (const auto &[target, elems] : testing::writersOf(loop))
    for (int e : elems)
      for (int f : elems)
        if (e < f && accept(e, f))
          return {e, f};
  return {-1, -1};
}

void regroup(const std::vector<int> &colour, int &ncolours,
             std::vector<int> &offset, std::vector<int> &grouped) {
  ncolours =
      colour.empty() ? 0 : *std::max_element(colour.begin(), colour.end()) + 1;
  offset.assign(size_t(ncolours) + 1, 0);
  grouped.clear();
  for (int c = 0; c < ncolours; ++c) {
    for (size_t i = 0; i < colour.size(); ++i)
      if (colour[i] == c)
        grouped.push_back(int(i));
    offset[size_t(c) + 1] = int(grouped.size());
  }
}

bool contains(const std::string &msg, const std::string &part) {
  return msg.find(part) != std::string::npos;
}

TEST(ValidatorMutation, GlobalWrongColour) {
  GridLoop g(30, 20);
  GlobalPlan plan = buildGlobalPlan(g.loop);
  ASSERT_EQ(validate(g.loop, plan), "");
  auto [e, f] = conflictingPair(g.loop, [](int, int) { return true; });
  ASSERT_GE(e, 0);
  plan.elementColour[size_t(f)] = plan.elementColour[size_t(e)];
  // Without regrouping the lists disagree with the colours.
  EXPECT_TRUE(contains(validate(g.loop, plan), "element " + std::to_string(f)));
  regroup(plan.elementColour, plan.ncolours, plan.colourOffset,
          plan.colourElements);
  const std::string msg = validate(g.loop, plan);
  EXPECT_TRUE(contains(msg, "race")) << msg;
  EXPECT_TRUE(contains(msg, std::to_string(f))) << msg;
  EXPECT_TRUE(
      contains(msg, "colour " + std::to_string(plan.elementColour[size_t(f)])))
      << msg;
  EXPECT_EQ(msg.find('\n'), std::string::npos);
}

TEST(ValidatorMutation, GlobalMissingAndDuplicatedElement) {
  GridLoop g(10, 10);
  const GlobalPlan good = buildGlobalPlan(g.loop);
  GlobalPlan missing = good;
  const int gone = missing.colourElements[3];
  missing.colourElements.erase(missing.colourElements.begin() + 3);
  for (int c = 0; c < missing.ncolours; ++c)
    if (missing.colourOffset[size_t(c) + 1] > 3)
      --missing.colourOffset[size_t(c) + 1];
  std::string msg = validate(g.loop, missing);
  EXPECT_TRUE(contains(msg, "element " + std::to_string(gone) + " never runs"))
      << msg;

  GlobalPlan twice = good;
  const int c0 = twice.elementColour[size_t(twice.colourElements[0])];
  twice.colourElements[1] = twice.colourElements[0]; // same colour group
  ASSERT_EQ(twice.elementColour[size_t(twice.colourElements[1])], c0);
  msg = validate(g.loop, twice);
  EXPECT_TRUE(contains(msg, "element " +
                                std::to_string(twice.colourElements[0]) +
                                " runs more than once"))
      << msg;
}

TEST(ValidatorMutation, BlockWrongColour) {
  GridLoop g(30, 20);
  for (int bs : {1, 7, 64}) {
    BlockPlan plan = buildBlockPlan(g.loop, bs);
    ASSERT_EQ(validate(g.loop, plan), "");
    auto [e, f] =
        conflictingPair(g.loop, [&](int x, int y) { return x / bs != y / bs; });
    ASSERT_GE(e, 0);
    plan.blockColour[size_t(f / bs)] = plan.blockColour[size_t(e / bs)];
    regroup(plan.blockColour, plan.ncolours, plan.colourOffset,
            plan.colourBlocks);
    const std::string msg = validate(g.loop, plan);
    EXPECT_TRUE(contains(msg, "race: blocks")) << msg;
    EXPECT_TRUE(contains(msg, std::to_string(f / bs))) << msg;
  }
}

TEST(ValidatorMutation, BlockMissingAndDuplicated) {
  GridLoop g(12, 12);
  const BlockPlan good = buildBlockPlan(g.loop, 16);
  BlockPlan missing = good;
  const int gone = missing.colourBlocks.back();
  missing.colourBlocks.pop_back();
  --missing.colourOffset.back();
  std::string msg = validate(g.loop, missing);
  EXPECT_TRUE(contains(msg, "block " + std::to_string(gone) + " (elements " +
                                std::to_string(gone * 16)))
      << msg;
  EXPECT_TRUE(contains(msg, "never runs")) << msg;
  BlockPlan twice = good;
  twice.colourBlocks[1] = twice.colourBlocks[0];
  msg = validate(g.loop, twice);
  EXPECT_TRUE(contains(msg, "runs more than once")) << msg;
  BlockPlan shortOffsets = good;
  shortOffsets.blockOffset.back() -= 1;
  EXPECT_TRUE(contains(validate(g.loop, shortOffsets), "blocks cover"));
}

TEST(ValidatorMutation, HierarchicalWrongBlockColour) {
  GridLoop g(30, 20);
  HierarchicalPlan plan = buildHierarchicalPlan(g.loop, 64, StagingMode::All);
  ASSERT_EQ(validate(g.loop, plan), "");
  auto [e, f] =
      conflictingPair(g.loop, [](int x, int y) { return x / 64 != y / 64; });
  ASSERT_GE(e, 0);
  plan.blockColour[size_t(f / 64)] = plan.blockColour[size_t(e / 64)];
  regroup(plan.blockColour, plan.nblockColours, plan.colourOffset,
          plan.colourBlocks);
  const std::string msg = validate(g.loop, plan);
  EXPECT_TRUE(contains(msg, "race: blocks")) << msg;
}

TEST(ValidatorMutation, HierarchicalWrongThreadColour) {
  GridLoop g(30, 20);
  HierarchicalPlan plan =
      buildHierarchicalPlan(g.loop, 64, StagingMode::Written);
  ASSERT_EQ(validate(g.loop, plan), "");
  auto [e, f] =
      conflictingPair(g.loop, [](int x, int y) { return x / 64 == y / 64; });
  ASSERT_GE(e, 0);
  auto pos = [&](int x) {
    return size_t(std::find(plan.elements.begin(), plan.elements.end(), x) -
                  plan.elements.begin());
  };
  plan.threadColour[pos(f)] = plan.threadColour[pos(e)];
  const std::string msg = validate(g.loop, plan);
  EXPECT_TRUE(contains(msg, "thread colour")) << msg;
  EXPECT_TRUE(contains(msg, std::to_string(f))) << msg;
}

TEST(ValidatorMutation, HierarchicalDuplicatedElementAndBadStaging) {
  GridLoop g(16, 16);
  const HierarchicalPlan good =
      buildHierarchicalPlan(g.loop, 32, StagingMode::All);
  HierarchicalPlan twice = good;
  twice.elements[5] = twice.elements[4];
  std::string msg = validate(g.loop, twice);
  EXPECT_TRUE(contains(msg, "element " + std::to_string(good.elements[4]) +
                                " runs more than once"))
      << msg;
  HierarchicalPlan badMap = good;
  StagingList &list = badMap.stagingLists[0];
  auto &index = list.maps[0].index;
  index[10] = (index[10] + 1) % list.targetOffset[1];
  msg = validate(g.loop, badMap);
  EXPECT_TRUE(contains(msg, "local index")) << msg;
  HierarchicalPlan badList = good;
  badList.staged[0].list = int(badList.stagingLists.size());
  EXPECT_TRUE(contains(validate(g.loop, badList), "staging list"));
  HierarchicalPlan badMode = good;
  badMode.staging = StagingMode::Written; // dat 1 is read-only but staged
  EXPECT_TRUE(contains(validate(g.loop, badMode), "dat 1 is staged"));
}

} // namespace
} // namespace loom::plan
