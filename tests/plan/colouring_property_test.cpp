// Property tests: plans for random loops are race-free (by the validator and
// by brute force) and run every element exactly once.
#include "random_loop.h"

#include <gtest/gtest.h>

#include <climits>

#include <algorithm>
#include <numeric>

namespace loom::plan {
namespace {

using testing::bruteForceRaceFree;
using testing::makeRandomLoop;

constexpr int kBlockSizes[] = {1, 7, 64, 256};

int setSizeFor(unsigned seed) {
  static const int sizes[] = {0, 1, 2, 33, 300, 1000, 2000};
  return sizes[seed % 7];
}

TEST(GlobalColouringProperty, RandomLoopsAreRaceFree) {
  for (unsigned seed = 0; seed < 40; ++seed) {
    const auto r = makeRandomLoop(seed, setSizeFor(seed));
    const GlobalPlan plan = buildGlobalPlan(r.loop);
    EXPECT_EQ(validate(r.loop, plan), "") << "seed " << seed;
    EXPECT_TRUE(bruteForceRaceFree(r.loop,
                                   [&](int e, int f) {
                                     return plan.elementColour[size_t(e)] ==
                                            plan.elementColour[size_t(f)];
                                   }))
        << "seed " << seed;
    std::vector<int> sorted = plan.colourElements;
    std::sort(sorted.begin(), sorted.end());
    std::vector<int> all(size_t(r.loop.setSize));
    std::iota(all.begin(), all.end(), 0);
    EXPECT_EQ(sorted, all) << "seed " << seed;
    for (int c = 0; c < plan.ncolours; ++c)
      EXPECT_TRUE(std::is_sorted(
          plan.colourElements.begin() + plan.colourOffset[size_t(c)],
          plan.colourElements.begin() + plan.colourOffset[size_t(c) + 1]));
  }
}

TEST(BlockColouringProperty, RandomLoopsAreRaceFree) {
  for (unsigned seed = 100; seed < 130; ++seed) {
    const auto r = makeRandomLoop(seed, setSizeFor(seed));
    for (int bs : kBlockSizes) {
      const BlockPlan plan = buildBlockPlan(r.loop, bs);
      EXPECT_EQ(validate(r.loop, plan), "") << "seed " << seed << " bs " << bs;
      EXPECT_EQ(plan.nblocks, (r.loop.setSize + bs - 1) / bs);
      EXPECT_TRUE(bruteForceRaceFree(r.loop,
                                     [&](int e, int f) {
                                       const int be = e / bs, bf = f / bs;
                                       return be != bf &&
                                              plan.blockColour[size_t(be)] ==
                                                  plan.blockColour[size_t(bf)];
                                     }))
          << "seed " << seed << " bs " << bs;
    }
  }
}

void checkHierarchical(const testing::RandomLoop &r,
                       const HierarchicalPlan &plan, const std::string &what) {
  EXPECT_EQ(validate(r.loop, plan), "") << what;
  std::vector<int> blockOf(size_t(r.loop.setSize), -1),
      posOf(size_t(r.loop.setSize), -1);
  for (int b = 0; b < plan.nblocks; ++b) {
    EXPECT_LT(plan.blockOffset[size_t(b)], plan.blockOffset[size_t(b) + 1])
        << what;
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p) {
      const int e = plan.elements[size_t(p)];
      ASSERT_EQ(blockOf[size_t(e)], -1) << what << ": element twice";
      blockOf[size_t(e)] = b;
      posOf[size_t(e)] = p;
      if (p > plan.blockOffset[size_t(b)]) {
        // sorted by thread colour, stable by element id
        const int pc = plan.threadColour[size_t(p) - 1],
                  c = plan.threadColour[size_t(p)];
        EXPECT_TRUE(pc < c || (pc == c && plan.elements[size_t(p) - 1] < e))
            << what;
      }
    }
  }
  EXPECT_EQ(std::count(blockOf.begin(), blockOf.end(), -1), 0) << what;
  EXPECT_TRUE(bruteForceRaceFree(r.loop, [&](int e, int f) {
    const int be = blockOf[size_t(e)], bf = blockOf[size_t(f)];
    if (be != bf)
      return plan.blockColour[size_t(be)] == plan.blockColour[size_t(bf)];
    return plan.threadColour[size_t(posOf[size_t(e)])] ==
           plan.threadColour[size_t(posOf[size_t(f)])];
  })) << what;
}

TEST(HierarchicalColouringProperty, RandomLoopsAreRaceFree) {
  for (unsigned seed = 200; seed < 225; ++seed) {
    const auto r = makeRandomLoop(seed, setSizeFor(seed));
    for (int bs : kBlockSizes)
      for (StagingMode mode : {StagingMode::All, StagingMode::Written}) {
        const HierarchicalPlan plan = buildHierarchicalPlan(r.loop, bs, mode);
        checkHierarchical(r, plan,
                          "seed " + std::to_string(seed) + " bs " +
                              std::to_string(bs) + " " + toString(mode));
      }
  }
}

TEST(HierarchicalColouringProperty, PartitionBlocksOfUnequalSize) {
  for (unsigned seed = 300; seed < 315; ++seed) {
    const auto r = makeRandomLoop(seed, setSizeFor(seed) + 1);
    std::mt19937 rng(seed);
    const int nparts = 1 + int(rng() % 40);
    std::vector<int> part(size_t(r.loop.setSize));
    for (int &p : part)
      p = 3 * int(rng() % unsigned(nparts)); // gaps: ids 1, 2, 4, ... unused
    const HierarchicalPlan plan =
        buildHierarchicalPlan(r.loop, 0, StagingMode::All, &part);
    checkHierarchical(r, plan, "seed " + std::to_string(seed));
    EXPECT_EQ(plan.blockSize, 0);
    // Block b holds exactly the elements of the b-th used partition id.
    std::vector<int> used(part);
    std::sort(used.begin(), used.end());
    used.erase(std::unique(used.begin(), used.end()), used.end());
    ASSERT_EQ(plan.nblocks, int(used.size()));
    for (int b = 0; b < plan.nblocks; ++b)
      for (int p = plan.blockOffset[size_t(b)];
           p < plan.blockOffset[size_t(b) + 1]; ++p)
        EXPECT_EQ(part[size_t(plan.elements[size_t(p)])], used[size_t(b)]);
  }
}

TEST(HierarchicalColouringProperty, StagedDataAndLocalMaps) {
  const auto r = makeRandomLoop(7, 1000);
  const HierarchicalPlan plan =
      buildHierarchicalPlan(r.loop, 64, StagingMode::All);
  ASSERT_EQ(validate(r.loop, plan), "");
  for (const StagedDat &staged : plan.staged)
    for (const IndirectAccess &a : r.loop.accesses) {
      if (a.datId != staged.datId)
        continue;
      const StagingList &sd = plan.stagingOf(staged);
      for (int s = 0; s < a.dim; ++s) {
        if (a.idx >= 0 && a.idx != s)
          continue;
        auto lm = std::find_if(sd.maps.begin(), sd.maps.end(),
                               [&](const LocalMap &m) {
                                 return m.mapId == a.mapId && m.slot == s;
                               });
        ASSERT_NE(lm, sd.maps.end());
        for (int b = 0; b < plan.nblocks; ++b)
          for (int p = plan.blockOffset[size_t(b)];
               p < plan.blockOffset[size_t(b) + 1]; ++p)
            EXPECT_EQ(sd.targets[size_t(sd.targetOffset[size_t(b)] +
                                        lm->index[size_t(p)])],
                      a.map[size_t(plan.elements[size_t(p)]) * size_t(a.dim) +
                            size_t(s)]);
      }
    }
}

TEST(ColouringEdgeCases, ManyColoursNeedSeveralPasses) {
  // 150 elements all incrementing target 0: every element needs its own
  // colour (3 mask passes), and so does every thread of one block.
  std::vector<int> map(150, 0);
  LoopAccess loop{150, {{map.data(), 1, 1, 0, true, 8, 0, 0}}, {}};
  const GlobalPlan g = buildGlobalPlan(loop);
  EXPECT_EQ(g.ncolours, 150);
  EXPECT_EQ(validate(loop, g), "");
  const HierarchicalPlan h =
      buildHierarchicalPlan(loop, 150, StagingMode::Written);
  EXPECT_EQ(h.nthreadColours[0], 150);
  EXPECT_EQ(validate(loop, h), "");
  const BlockPlan b = buildBlockPlan(loop, 1);
  EXPECT_EQ(b.ncolours, 150);
  EXPECT_EQ(validate(loop, b), "");
  // Blocks of one element: 150 block colours, in passes of 64.
  const HierarchicalPlan blocks =
      buildHierarchicalPlan(loop, 1, StagingMode::Written);
  EXPECT_EQ(blocks.nblockColours, 150);
  EXPECT_EQ(blocks.blockColour[149], 149);
  EXPECT_EQ(validate(loop, blocks), "");
}

TEST(ColouringEdgeCases, DuplicateEntriesInOwnRowAreNoConflict) {
  std::vector<int> map = {3, 3, 3, 5, 5, 5};
  LoopAccess loop{2, {{map.data(), 3, 6, -1, true, 8, 0, 0}}, {}};
  const GlobalPlan g = buildGlobalPlan(loop);
  EXPECT_EQ(g.ncolours, 1);
  EXPECT_EQ(validate(loop, g), "");
  const HierarchicalPlan h = buildHierarchicalPlan(loop, 2, StagingMode::All);
  EXPECT_EQ(h.nthreadColours[0], 1);
  EXPECT_EQ(h.stagingOf(h.staged[0]).targets, (PlanArray{3, 5}));
}

TEST(ColouringEdgeCases, ReadOnlyLoopHasOneColour) {
  std::vector<int> map = {0, 0, 0, 0};
  LoopAccess loop{4, {{map.data(), 1, 1, 0, false, 8, 0, 0}}, {}};
  EXPECT_EQ(buildGlobalPlan(loop).ncolours, 1);
  EXPECT_EQ(buildBlockPlan(loop, 2).ncolours, 1);
  const HierarchicalPlan h =
      buildHierarchicalPlan(loop, 2, StagingMode::Written);
  EXPECT_EQ(h.nblockColours, 1);
  EXPECT_TRUE(h.staged.empty());
}

TEST(ColouringEdgeCases, ReadOnlyHierarchicalPlanKeepsOrderAndStages) {
  // Nothing written through a map: one block colour, one thread colour per
  // block, the elements in their order; the read dat is still staged.
  const std::vector<int> map = {4, 1, 1, 0, 3, 2, 2, 4, 0};
  LoopAccess loop{9, {{map.data(), 1, 5, 0, false, 8, 0, 0}}, {}};
  const HierarchicalPlan h = buildHierarchicalPlan(loop, 4, StagingMode::All);
  EXPECT_EQ(validate(loop, h), "");
  EXPECT_EQ(h.nblockColours, 1);
  EXPECT_EQ(h.nthreadColours, (std::vector<int>{1, 1, 1}));
  EXPECT_EQ(h.threadColour, PlanArray(9, 0));
  EXPECT_EQ(h.elements, (PlanArray{0, 1, 2, 3, 4, 5, 6, 7, 8}));
  ASSERT_EQ(h.staged.size(), 1u);
  const StagingList &list = h.stagingOf(h.staged[0]);
  EXPECT_EQ(list.targets, (PlanArray{0, 1, 4, 2, 3, 4, 0}));
  EXPECT_EQ(list.targetOffset, (std::vector<int>{0, 3, 6, 7}));
}

TEST(HierarchicalColouringProperty, DatsThroughTheSameSlotsStageAlike) {
  // q and res both through slots 0 and 1 of one map (as res_calc), x
  // through slot 0 only: q and res share one staging list, x has its own.
  std::vector<int> map(1400);
  for (size_t i = 0; i < map.size(); ++i)
    map[i] = int((i * 7919) % 523);
  LoopAccess loop{700, {}, {}};
  for (int s = 0; s < 2; ++s) {
    loop.accesses.push_back({map.data(), 2, 523, s, false, 32, 0, 0});
    loop.accesses.push_back({map.data(), 2, 523, s, true, 32, 1, 0});
  }
  loop.accesses.push_back({map.data(), 2, 523, 0, false, 16, 2, 0});
  const HierarchicalPlan h = buildHierarchicalPlan(loop, 64, StagingMode::All);
  ASSERT_EQ(validate(loop, h), "");
  ASSERT_EQ(h.staged.size(), 3u);
  ASSERT_EQ(h.stagingLists.size(), 2u);
  EXPECT_EQ(h.staged[0].list, 0);
  EXPECT_EQ(h.staged[1].list, 0);
  EXPECT_EQ(h.staged[2].list, 1);
  EXPECT_EQ(h.staged[1].elemBytes, 32);
  EXPECT_TRUE(h.staged[1].written);
  EXPECT_FALSE(h.staged[0].written);
  EXPECT_EQ(h.stagingLists[0].maps.size(), 2u);
  EXPECT_EQ(h.stagingLists[1].maps.size(), 1u);
  EXPECT_LT(h.stagingLists[1].targets.size(), h.stagingLists[0].targets.size());
}

TEST(ColouringEdgeCases, MalformedInputThrows) {
  std::vector<int> map = {0, 7};
  LoopAccess loop{2, {{map.data(), 1, 2, 0, true, 8, 0, 0}}, {}};
  EXPECT_THROW(buildGlobalPlan(loop), std::invalid_argument);
  EXPECT_NE(validate(loop, GlobalPlan{}), "");
  map[1] = 1;
  EXPECT_THROW(buildBlockPlan(loop, 0), std::invalid_argument);
  std::vector<int> badPart = {0, -1};
  EXPECT_THROW(buildHierarchicalPlan(loop, 4, StagingMode::All, &badPart),
               std::invalid_argument);
  std::vector<int> shortPart = {0};
  EXPECT_THROW(buildHierarchicalPlan(loop, 4, StagingMode::All, &shortPart),
               std::invalid_argument);
}

TEST(ColouringEdgeCases, HugeBlockSizesDoNotOverflow) {
  // setSize + blockSize - 1 overflows int for these: one block holds all.
  const auto r = makeRandomLoop(7, 1000);
  for (int bs : {INT_MAX, INT_MAX - 1, 1 << 30}) {
    const BlockPlan b = buildBlockPlan(r.loop, bs);
    EXPECT_EQ(b.nblocks, 1) << bs;
    EXPECT_EQ(validate(r.loop, b), "") << bs;
    const HierarchicalPlan h =
        buildHierarchicalPlan(r.loop, bs, StagingMode::Written);
    EXPECT_EQ(h.nblocks, 1) << bs;
    EXPECT_EQ(validate(r.loop, h), "") << bs;
  }
}

} // namespace
} // namespace loom::plan
