// Statistics on a hand-built 1-D chain where every number is known.
#include "loom/plan/plan.h"
#include "loom/plan/plan_json.h"

#include <gtest/gtest.h>

namespace loom::plan {
namespace {

// 8 edges over 9 nodes, edge i = (i, i+1). The loop increments an 8-byte
// node dat (dat 0) through both slots (idx -1), reads a 16-byte node dat
// (dat 1) through slot 0 and slot 1 separately, and reads a 4-byte edge dat
// directly.
struct Chain {
  std::vector<int> map;
  LoopAccess loop;
  Chain() {
    for (int i = 0; i < 8; ++i)
      map.insert(map.end(), {i, i + 1});
    loop.setSize = 8;
    loop.accesses = {{map.data(), 2, 9, -1, true, 8, 0, 0},
                     {map.data(), 2, 9, 0, false, 16, 1, 0},
                     {map.data(), 2, 9, 1, false, 16, 1, 0}};
    loop.directElemBytes = {4};
  }
};

TEST(PlanStats, ChainGlobalColouring) {
  Chain c;
  const GlobalPlan plan = buildGlobalPlan(c.loop);
  EXPECT_EQ(plan.ncolours, 2);
  EXPECT_EQ(plan.colourElements, (std::vector<int>{0, 2, 4, 6, 1, 3, 5, 7}));
  const PlanStats s = computeStats(c.loop, plan);
  EXPECT_EQ(s.ncolours, 2);
  EXPECT_EQ(s.colourSizes, (std::vector<int>{4, 4}));
  // Colour 0 (edges 0,2,4,6; nodes 0..7): dat 0 bytes 0..63 -> 2 sectors,
  // dat 1 bytes 0..127 -> 4, direct bytes 0..27 -> 1: 7.
  // Colour 1 (edges 1,3,5,7; nodes 1..8): dat 0 bytes 8..71 -> 3, dat 1
  // bytes 16..143 -> 5, direct bytes 4..31 -> 1: 9.
  EXPECT_EQ(s.globalSectorsAoS, 16);
  // SoA, dat 1 as two 8-byte components at 0 and 72: colour 0: comp 0 bytes
  // 0..63 (sectors 0,1) + comp 1 bytes 72..135 (sectors 2,3,4) -> 5;
  // colour 1: comp 0 bytes 8..71 (0,1,2) + comp 1 bytes 80..143 (2,3,4) ->
  // 5 distinct. Totals 2+5+1 and 3+5+1.
  EXPECT_EQ(s.globalSectorsSoA, 17);
  EXPECT_EQ(s.nblocks, 0);
  EXPECT_EQ(s.reuseFactor, 0.0);
}

TEST(PlanStats, ChainBlockPlan) {
  Chain c;
  const BlockPlan plan = buildBlockPlan(c.loop, 4);
  EXPECT_EQ(plan.ncolours, 2); // the blocks share node 4
  const PlanStats s = computeStats(c.loop, plan);
  EXPECT_EQ(s.nblocks, 2);
  // Per block 5 nodes of each dat staged; accesses 4 edges x 2 slots per dat.
  EXPECT_EQ(s.stagedElements, 20);
  EXPECT_EQ(s.stagedAccesses, 32);
  EXPECT_DOUBLE_EQ(s.reuseFactor, 1.6);
  EXPECT_DOUBLE_EQ(s.meanStagedElements, 10.0);
  EXPECT_EQ(s.maxStagedElements, 10);
  EXPECT_DOUBLE_EQ(s.meanSharedBytes, 120.0); // 5*8 + 5*16
  EXPECT_EQ(s.maxSharedBytes, 120);
  // AoS: block 0: dat 0 bytes 0..39 (2 sectors, 1 line), dat 1 bytes 0..79
  // (3 sectors, 1 line); block 1: dat 0 bytes 32..71 (2, 1), dat 1 bytes
  // 64..143 (3, 2).
  EXPECT_DOUBLE_EQ(s.meanSectorsAoS, 5.0);
  EXPECT_DOUBLE_EQ(s.meanLinesAoS, 2.5);
  // SoA: dat 1 components at 0 and 72. Block 0: comp 0 bytes 0..39 (0,1),
  // comp 1 bytes 72..111 (2,3): 4 sectors, 1 line; block 1: comp 0 bytes
  // 32..71 (1,2), comp 1 bytes 104..143 (3,4): 4 sectors, 2 lines.
  EXPECT_DOUBLE_EQ(s.meanSectorsSoA, 6.0);
  EXPECT_DOUBLE_EQ(s.meanLinesSoA, 2.5);
  // Global: staged sectors + direct edge dat (1 sector per block).
  EXPECT_EQ(s.globalSectorsAoS, 12);
  EXPECT_EQ(s.globalSectorsSoA, 14);
}

TEST(PlanStats, ChainHierarchicalPlan) {
  Chain c;
  const HierarchicalPlan all =
      buildHierarchicalPlan(c.loop, 4, StagingMode::All);
  EXPECT_EQ(all.nblockColours, 2);
  EXPECT_EQ(all.nthreadColours, (std::vector<int>{2, 2}));
  EXPECT_EQ(all.elements, (PlanArray{0, 2, 1, 3, 4, 6, 5, 7}));
  EXPECT_EQ(all.threadColour, (PlanArray{0, 0, 1, 1, 0, 0, 1, 1}));
  ASSERT_EQ(all.staged.size(), 2u);
  const StagingList &nodes = all.stagingOf(all.staged[0]);
  EXPECT_EQ(nodes.targets, (PlanArray{0, 1, 2, 3, 4, 4, 5, 6, 7, 8}));
  EXPECT_EQ(nodes.targetOffset, (std::vector<int>{0, 5, 10}));
  ASSERT_EQ(nodes.maps.size(), 2u); // (map 0, slot 0), (map 0, slot 1)
  EXPECT_EQ(nodes.maps[1].index, (PlanArray{1, 3, 2, 4, 1, 3, 2, 4}));
  const PlanStats s = computeStats(c.loop, all);
  EXPECT_EQ(s.maxThreadColours, 2);
  EXPECT_DOUBLE_EQ(s.meanThreadColours, 2.0);
  EXPECT_DOUBLE_EQ(s.reuseFactor, 1.6);
  EXPECT_DOUBLE_EQ(s.meanSectorsAoS, 5.0);
  EXPECT_EQ(s.globalSectorsAoS, 12);

  const HierarchicalPlan written =
      buildHierarchicalPlan(c.loop, 4, StagingMode::Written);
  ASSERT_EQ(written.staged.size(), 1u);
  const PlanStats w = computeStats(c.loop, written);
  EXPECT_DOUBLE_EQ(w.reuseFactor, 1.6); // 8 accesses / 5 nodes per block
  EXPECT_DOUBLE_EQ(w.meanSharedBytes, 40.0);
  EXPECT_DOUBLE_EQ(w.meanSectorsAoS, 2.0);
  // Staged dat 0 (2) + unstaged dat 1 (3) + direct (1), per block.
  EXPECT_EQ(w.globalSectorsAoS, 12);
}

TEST(PlanStats, JsonHasEveryField) {
  Chain c;
  const nlohmann::json j = toJson(
      computeStats(c.loop, buildHierarchicalPlan(c.loop, 4, StagingMode::All)));
  EXPECT_EQ(j.at("strategy"), "hierarchical");
  EXPECT_EQ(j.at("ncolours"), 2);
  EXPECT_DOUBLE_EQ(j.at("reuse_factor").get<double>(), 1.6);
  EXPECT_EQ(j.at("global_sectors_aos"), 12);
  EXPECT_EQ(j.at("runs_per_element"), 0.0); // owner-computes plans only
  EXPECT_EQ(j.size(), 22u);
}

} // namespace
} // namespace loom::plan
