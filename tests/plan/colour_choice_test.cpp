// Colour choice: least used for global and block colours of hierarchical
// plans, first fit for OP2 block plans and for threads.
#include "loom/plan/plan.h"

#include <gtest/gtest.h>

namespace loom::plan {
namespace {

// Element i writes the target map[i]; targets A=0, B=1, C=2, D=3.
//  e0: A -> colour 0 (opened)
//  e1: A -> 0 is taken, colour 1 opened
//  e2: B -> 0 and 1 admissible, both used once: lowest, 0
//  e3: C -> 0 used twice, 1 once: least used 1 (first fit would take 0)
//  e4: B,C -> 0 (e2) and 1 (e3) blocked: colour 2 opened
//  e5: D -> counts 2, 2, 1: colour 2
struct Case {
  std::vector<int> map = {0, -1, 0, -1, 1, -1, 2, -1, 1, 2, 3, -1};
  LoopAccess loop;
  Case() {
    for (size_t i = 1; i < map.size(); i += 2)
      if (map[i] < 0)
        map[i] = map[i - 1]; // duplicate within the row: no self conflict
    loop = {6, {{map.data(), 2, 4, -1, true, 8, 0, 0}}, {}};
  }
};

TEST(ColourChoice, GlobalTakesLeastUsed) {
  Case c;
  const GlobalPlan plan = buildGlobalPlan(c.loop);
  EXPECT_EQ(plan.elementColour, (std::vector<int>{0, 1, 0, 1, 2, 2}));
  EXPECT_EQ(plan.ncolours, 3);
  EXPECT_EQ(plan.colourOffset, (std::vector<int>{0, 2, 4, 6}));
  EXPECT_EQ(plan.colourElements, (std::vector<int>{0, 2, 1, 3, 4, 5}));
}

TEST(ColourChoice, BlockPlanTakesFirstFit) {
  Case c;
  const BlockPlan plan = buildBlockPlan(c.loop, 1);
  EXPECT_EQ(plan.blockColour, (std::vector<int>{0, 1, 0, 0, 1, 0}));
  EXPECT_EQ(plan.ncolours, 2);
}

TEST(ColourChoice, HierarchicalBlocksLeastUsedThreadsFirstFit) {
  Case c;
  const HierarchicalPlan blocks =
      buildHierarchicalPlan(c.loop, 1, StagingMode::All);
  EXPECT_EQ(blocks.blockColour, (std::vector<int>{0, 1, 0, 1, 2, 2}));
  const HierarchicalPlan one =
      buildHierarchicalPlan(c.loop, 6, StagingMode::All);
  // Threads first fit: e0 0, e1 1, e2 0, e3 0, e4 1 (B has 0), e5 0.
  EXPECT_EQ(one.nthreadColours, (std::vector<int>{2}));
  EXPECT_EQ(one.elements, (PlanArray{0, 2, 3, 5, 1, 4}));
  EXPECT_EQ(one.threadColour, (PlanArray{0, 0, 0, 0, 1, 1}));
}

// Blocks of one element take the colours the global plan gives its
// elements (both least used, in order), also past 8 colours (where the
// block masks widen from bytes to 64 bits) and past 64 (passes of 64).
TEST(ColourChoice, HierarchicalOneElementBlocksColourAsGlobal) {
  for (int clique : {3, 8, 9, 12, 64, 70}) {
    // Elements 0..clique-1 all write target 0 (one colour each); the
    // others write two of a few targets, sharing colours least used.
    const int n = clique + 300;
    std::vector<int> map(size_t(n) * 2);
    for (int e = 0; e < n; ++e) {
      map[size_t(e) * 2] = e < clique ? 0 : 1 + (e * 7) % 13;
      map[size_t(e) * 2 + 1] = e < clique ? 0 : 1 + (e * 5) % 11;
    }
    const LoopAccess loop = {n, {{map.data(), 2, 14, -1, true, 8, 0, 0}}, {}};
    const GlobalPlan global = buildGlobalPlan(loop);
    const HierarchicalPlan blocks =
        buildHierarchicalPlan(loop, 1, StagingMode::All);
    EXPECT_GE(global.ncolours, clique);
    EXPECT_EQ(blocks.nblockColours, global.ncolours) << "clique " << clique;
    EXPECT_EQ(blocks.blockColour, global.elementColour) << "clique " << clique;
  }
}

} // namespace
} // namespace loom::plan
