// Hierarchical plans of uncoloured blocks (BlockColouring::Uncoloured, for
// cuda_hier's hier_atomic, whose blocks add their results atomically): no
// block colouring, the same threads and staging as the coloured plan, and
// a validator that still catches what such a plan can get wrong.
#include "random_loop.h"

#include <gtest/gtest.h>

#include <numeric>
#include <string>

namespace loom::plan {
namespace {

using testing::makeRandomLoop;

HierarchicalPlan uncoloured(const LoopAccess &loop, int blockSize) {
  return buildHierarchicalPlan(loop, blockSize, StagingMode::All, nullptr,
                               BlockColouring::Uncoloured);
}

// Edges of an n x n grid of cells, each incrementing both its cells (as
// Airfoil's res_calc): neighbouring blocks share cells.
struct GridEdges {
  std::vector<int> cells;
  LoopAccess loop;
  explicit GridEdges(int n) {
    for (int j = 0; j < n; ++j)
      for (int i = 0; i + 1 < n; ++i) {
        cells.insert(cells.end(), {j * n + i, j * n + i + 1});
        cells.insert(cells.end(), {i * n + j, (i + 1) * n + j});
      }
    loop.setSize = int(cells.size() / 2);
    loop.accesses = {{cells.data(), 2, n * n, -1, true, 32, 0, 0},
                     {cells.data(), 2, n * n, 0, false, 8, 1, 0}};
  }
};

TEST(UncolouredBlocks, OneColourHoldingEveryBlockInOrder) {
  const GridEdges g(20);
  const HierarchicalPlan coloured =
      buildHierarchicalPlan(g.loop, 32, StagingMode::All);
  ASSERT_GT(coloured.nblockColours, 1); // blocks here do share cells
  const HierarchicalPlan u = uncoloured(g.loop, 32);
  EXPECT_EQ(u.blockColouring, BlockColouring::Uncoloured);
  EXPECT_EQ(u.nblockColours, 1);
  EXPECT_EQ(u.blockColour, std::vector<int>(size_t(u.nblocks), 0));
  std::vector<int> all(size_t(u.nblocks));
  std::iota(all.begin(), all.end(), 0);
  EXPECT_EQ(u.colourBlocks, all);
  EXPECT_EQ(u.colourOffset, (std::vector<int>{0, u.nblocks}));
  EXPECT_EQ(validate(g.loop, u), "");
}

TEST(UncolouredBlocks, ThreadsAndStagingAsInTheColouredPlan) {
  for (unsigned seed = 0; seed < 12; ++seed) {
    const auto r = makeRandomLoop(seed, 40 + 150 * int(seed));
    for (int bs : {1, 7, 64}) {
      const HierarchicalPlan c =
          buildHierarchicalPlan(r.loop, bs, StagingMode::All);
      const HierarchicalPlan u = uncoloured(r.loop, bs);
      EXPECT_EQ(validate(r.loop, u), "") << "seed " << seed << " bs " << bs;
      EXPECT_EQ(u.nblockColours, u.nblocks > 0 ? 1 : 0);
      EXPECT_EQ(u.elements, c.elements);
      EXPECT_EQ(u.threadColour, c.threadColour);
      EXPECT_EQ(u.nthreadColours, c.nthreadColours);
      ASSERT_EQ(u.stagingLists.size(), c.stagingLists.size());
      for (size_t l = 0; l < u.stagingLists.size(); ++l)
        EXPECT_EQ(u.stagingLists[l].targets, c.stagingLists[l].targets);
    }
  }
}

TEST(UncolouredBlocks, ValidatorKeepsCheckingWhatStillMatters) {
  const GridEdges g(12);
  const HierarchicalPlan good = uncoloured(g.loop, 16);
  ASSERT_EQ(validate(g.loop, good), "");
  // Read as a coloured plan, its one colour races between blocks.
  HierarchicalPlan asColoured = good;
  asColoured.blockColouring = BlockColouring::Coloured;
  EXPECT_NE(validate(g.loop, asColoured).find("race: blocks"),
            std::string::npos);
  // Threads of one block and colour still may not write one cell.
  HierarchicalPlan oneThreadColour = good;
  for (int &c : oneThreadColour.threadColour)
    c = 0;
  EXPECT_NE(validate(g.loop, oneThreadColour).find("race: elements"),
            std::string::npos);
  // Uncoloured blocks in more than one colour.
  HierarchicalPlan twoColours = good;
  twoColours.nblockColours = 2;
  twoColours.blockColour[0] = 1;
  twoColours.colourOffset = {0, twoColours.nblocks - 1, twoColours.nblocks};
  std::iota(twoColours.colourBlocks.begin(), twoColours.colourBlocks.end() - 1,
            1);
  twoColours.colourBlocks.back() = 0;
  EXPECT_NE(validate(g.loop, twoColours).find("uncoloured blocks in 2"),
            std::string::npos)
      << validate(g.loop, twoColours);
}

} // namespace
} // namespace loom::plan
