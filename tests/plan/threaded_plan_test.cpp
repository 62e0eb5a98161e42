// The hierarchical plan is planned by all OpenMP threads, its blocks shared
// in contiguous chunks: it must be the same plan, array by array, for any
// number of threads (one thread: the blocks in order, as before).
#include "random_loop.h"
#include "same_plan.h"

#include <gtest/gtest.h>
#include <omp.h>

#include <numeric>
#include <string>
#include <vector>

namespace loom::plan {
namespace {

using loom::test::expectSamePlan;
using testing::makeRandomLoop;

// omp_set_num_threads(n) for the scope of one plan build.
class Threads {
public:
  explicit Threads(int n) : before_(omp_get_max_threads()) {
    omp_set_num_threads(n);
  }
  ~Threads() { omp_set_num_threads(before_); }

private:
  int before_;
};

HierarchicalPlan built(int threads, const LoopAccess &loop, int bs,
                       StagingMode mode,
                       BlockColouring blocks = BlockColouring::Coloured) {
  Threads t(threads);
  return buildHierarchicalPlan(loop, bs, mode, nullptr, blocks);
}

TEST(ThreadedHierarchicalPlan, SameForAnyNumberOfThreads) {
  // 5000 elements in blocks of 7 or 64: 79 to 715 blocks, enough for
  // several chunks (one per thread from 8 blocks on).
  for (unsigned seed = 400; seed < 410; ++seed) {
    const auto r = makeRandomLoop(seed, 5000);
    for (int bs : {7, 64})
      for (StagingMode mode : {StagingMode::All, StagingMode::Written}) {
        const HierarchicalPlan one = built(1, r.loop, bs, mode);
        ASSERT_EQ(validate(r.loop, one), "") << "seed " << seed;
        for (int threads : {2, 3, 8}) {
          const std::string what = "seed " + std::to_string(seed) + " bs " +
                                   std::to_string(bs) + " " + toString(mode) +
                                   ", " + std::to_string(threads) + " threads";
          SCOPED_TRACE(what);
          expectSamePlan(one, built(threads, r.loop, bs, mode));
        }
      }
  }
}

TEST(ThreadedHierarchicalPlan, WideBlocksAndManyBlockColours) {
  // 100 blocks of 100 elements all incrementing target 0: every block needs
  // 100 thread colours (more than one pass of 64, over masks shared by the
  // whole plan) and its own block colour (passes of 64 over blocks).
  std::vector<int> map(10000, 0);
  LoopAccess loop{10000, {{map.data(), 1, 1, 0, true, 8, 0, 0}}, {}};
  const HierarchicalPlan one = built(1, loop, 100, StagingMode::All);
  ASSERT_EQ(validate(loop, one), "");
  EXPECT_EQ(one.nblockColours, 100);
  EXPECT_EQ(one.nthreadColours[99], 100);
  for (int threads : {2, 5}) {
    SCOPED_TRACE(std::to_string(threads) + " threads");
    expectSamePlan(one, built(threads, loop, 100, StagingMode::All));
  }
  const HierarchicalPlan uncoloured =
      built(1, loop, 100, StagingMode::Written, BlockColouring::Uncoloured);
  EXPECT_EQ(uncoloured.nblockColours, 1);
  SCOPED_TRACE("uncoloured, 4 threads");
  expectSamePlan(uncoloured, built(4, loop, 100, StagingMode::Written,
                                   BlockColouring::Uncoloured));
}

} // namespace
} // namespace loom::plan
