// Owner-computes plans (owner_plan.h): on random loops, checked by the
// validator and by brute force (each written target is written by the runs
// of one block only, each element's written slots are kept exactly once,
// blocks run their elements in ascending order); the validator rejects
// plans made wrong on purpose.
#include "random_loop.h"

#include <gtest/gtest.h>

#include <map>
#include <stdexcept>

namespace loom::plan {
namespace {

using testing::makeRandomLoop;

bool contains(const std::string &msg, const std::string &part) {
  return msg.find(part) != std::string::npos;
}

// Brute force, apart from the validator: the block writing each kept
// (dat, target), and the slots each element keeps.
void expectOwnerInvariant(const LoopAccess &loop, const OwnerPlan &plan,
                          unsigned seed) {
  const std::vector<WriteSlot> slots = writeSlots(loop);
  std::map<std::pair<int, int>, int> writerBlock;
  std::vector<int> keptCount(size_t(loop.setSize) * slots.size(), 0);
  std::vector<int> runs(size_t(loop.setSize), 0);
  for (int b = 0; b < plan.nblocks; ++b)
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p) {
      const int e = plan.elements[size_t(p)];
      ++runs[size_t(e)];
      if (p > plan.blockOffset[size_t(b)]) {
        EXPECT_LT(plan.elements[size_t(p) - 1], e) << "seed " << seed;
      }
      for (size_t j = 0; j < slots.size(); ++j) {
        if (!(plan.owned[size_t(p)] >> j & 1))
          continue;
        ++keptCount[size_t(e) * slots.size() + j];
        const IndirectAccess &a = loop.accesses[size_t(slots[j].access)];
        const int t = a.map[size_t(e) * size_t(a.dim) + size_t(slots[j].slot)];
        const auto [at, fresh] = writerBlock.try_emplace({a.datId, t}, b);
        EXPECT_TRUE(fresh || at->second == b)
            << "seed " << seed << ": dat " << a.datId << " element " << t
            << " written by blocks " << at->second << " and " << b;
      }
    }
  for (int e = 0; e < loop.setSize; ++e) {
    EXPECT_GE(runs[size_t(e)], 1) << "seed " << seed << " element " << e;
    for (size_t j = 0; j < slots.size(); ++j)
      EXPECT_EQ(keptCount[size_t(e) * slots.size() + j], 1)
          << "seed " << seed << " element " << e << " slot " << j;
  }
}

TEST(OwnerPlan, RandomLoopsKeepEveryWriteOnceInItsOwner) {
  for (unsigned seed = 0; seed < 40; ++seed)
    for (int blockSize : {1, 7, 64, 256}) {
      static const int sizes[] = {0, 1, 2, 33, 300, 1000};
      const auto r = makeRandomLoop(seed, sizes[seed % 6]);
      const OwnerPlan plan = buildOwnerPlan(r.loop, blockSize);
      EXPECT_EQ(validate(r.loop, plan), "") << "seed " << seed;
      expectOwnerInvariant(r.loop, plan, seed);
      EXPECT_EQ(plan.nblocks, (r.loop.setSize + blockSize - 1) / blockSize);
    }
}

// Interior edges of an nx x ny grid of cells, each incrementing its two
// cells (like Airfoil's res_calc).
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
    loop.setSize = int(cells.size() / 2);
    loop.accesses = {{cells.data(), 2, nx * ny, 0, true, 8, 0, 0},
                     {cells.data(), 2, nx * ny, 1, true, 8, 0, 0},
                     {cells.data(), 2, nx * ny, -1, false, 8, 1, 0}};
  }
};

TEST(OwnerPlan, GridEdgesRunTwiceOnlyAcrossBlockBoundaries) {
  GridLoop g(40, 40);                                 // 3120 edges, 1600 cells
  const OwnerPlan plan = buildOwnerPlan(g.loop, 390); // 8 blocks of 200 cells
  ASSERT_EQ(plan.nblocks, 8);
  EXPECT_EQ(validate(g.loop, plan), "");
  // Rows of 40 cells: blocks of 200 cells hold 5 rows; only the 40 vertical
  // edges between two blocks' rows run twice, 7 boundaries.
  EXPECT_EQ(plan.elements.size(), size_t(g.loop.setSize + 7 * 40));
  EXPECT_DOUBLE_EQ(redundancy(plan, g.loop.setSize),
                   double(g.loop.setSize + 280) / g.loop.setSize);
}

TEST(OwnerPlan, StatisticsCountBlocksAndRuns) {
  GridLoop g(40, 40);
  const OwnerPlan plan = buildOwnerPlan(g.loop, 390);
  const PlanStats stats = computeStats(g.loop, plan);
  EXPECT_EQ(stats.strategy, Strategy::Owner);
  EXPECT_STREQ(toString(stats.strategy), "owner");
  EXPECT_EQ(stats.nblocks, 8);
  EXPECT_EQ(stats.ncolours, 1);
  EXPECT_EQ(stats.colourSizes, std::vector<int>{8});
  EXPECT_DOUBLE_EQ(stats.runsPerElement, redundancy(plan, g.loop.setSize));
  EXPECT_GT(stats.runsPerElement, 1.0);
}

TEST(OwnerPlan, LoopWithoutWritesRunsContiguousBlocks) {
  GridLoop g(4, 4);
  g.loop.accesses.resize(1);
  g.loop.accesses[0].writes = false;
  const OwnerPlan plan = buildOwnerPlan(g.loop, 5);
  EXPECT_EQ(validate(g.loop, plan), "");
  EXPECT_EQ(plan.elements.size(), size_t(g.loop.setSize));
  EXPECT_EQ(plan.blockOffset[1], 5);
}

TEST(OwnerPlan, RejectsBadBlockSizeAndTooManySlots) {
  GridLoop g(4, 4);
  EXPECT_THROW(buildOwnerPlan(g.loop, 0), std::invalid_argument);
  LoopAccess wide = g.loop;
  for (int k = 0; k < 40; ++k)
    wide.accesses.push_back({g.cells.data(), 2, 16, -1, true, 8, 2, 0});
  EXPECT_THROW(buildOwnerPlan(wide, 4), std::invalid_argument);
}

class OwnerMutation : public ::testing::Test {
protected:
  GridLoop g{12, 12};
  OwnerPlan plan = buildOwnerPlan(g.loop, 40);
  // A position of element e in a block other than its first run's.
  int repeatedPosition() const {
    for (size_t p = 0; p < plan.elements.size(); ++p)
      for (size_t q = p + 1; q < plan.elements.size(); ++q)
        if (plan.elements[q] == plan.elements[p])
          return int(q);
    return -1;
  }
};

TEST_F(OwnerMutation, KeepingANonOwnedWriteIsARace) {
  const int q = repeatedPosition();
  ASSERT_GE(q, 0);
  plan.owned[size_t(q)] = 3; // both slots, one of them owned elsewhere
  const std::string msg = validate(g.loop, plan);
  EXPECT_TRUE(contains(msg, "keeps one write twice") || contains(msg, "race"))
      << msg;
}

TEST_F(OwnerMutation, DroppingAKeptWriteIsCaught) {
  const int q = repeatedPosition();
  ASSERT_GE(q, 0);
  plan.owned[size_t(q)] = 0;
  EXPECT_TRUE(contains(validate(g.loop, plan), "has a write no run keeps"));
}

TEST_F(OwnerMutation, OrderAndCoverageAreChecked) {
  OwnerPlan swapped = plan;
  std::swap(swapped.elements[0], swapped.elements[1]);
  EXPECT_TRUE(contains(validate(g.loop, swapped), "not in ascending order"));
  OwnerPlan missing = plan;
  missing.elements[0] = missing.elements[1];
  EXPECT_NE(validate(g.loop, missing), "");
  OwnerPlan shortOffsets = plan;
  shortOffsets.blockOffset.pop_back();
  EXPECT_TRUE(contains(validate(g.loop, shortOffsets), "block offsets"));
  OwnerPlan outside = plan;
  outside.elements.back() = g.loop.setSize;
  EXPECT_TRUE(contains(validate(g.loop, outside), "outside"));
}

} // namespace
} // namespace loom::plan
