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
  EXPECT_EQ(one.elements, (std::vector<int>{0, 2, 3, 5, 1, 4}));
  EXPECT_EQ(one.threadColour, (std::vector<int>{0, 0, 0, 0, 1, 1}));
}

} // namespace
} // namespace loom::plan
