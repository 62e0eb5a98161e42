// DistinctRanks (private to loom_plan): a block's distinct values ascending
// and each value's rank among them, through the bitmap (short ranges, bits
// gathered per run of values in one word) or the sort (long ranges), equal
// std::sort + std::unique for values in any order.
#include "distinct_ranks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

namespace loom::plan::detail {
namespace {

template <class T> void expectRanks(const std::vector<T> &values) {
  std::vector<T> expected = values;
  std::sort(expected.begin(), expected.end());
  expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
  DistinctRanks<T> ranks;
  ranks.build(values.data(), values.size());
  ASSERT_EQ(ranks.distinct(), expected);
  for (T v : values)
    EXPECT_EQ(ranks.rank(v),
              std::lower_bound(expected.begin(), expected.end(), v) -
                  expected.begin())
        << "value " << v;
}

TEST(DistinctRanks, EqualSortAndUnique) {
  std::mt19937 rng(7);
  for (int round = 0; round < 200; ++round) {
    const size_t n = 1 + rng() % 600;
    // Spans from a few words (bitmap) to far more than 4 words per value
    // (sort); runs within a word, alternation between words, word edges.
    const uint32_t span = 1u + rng() % (round % 2 ? 200000u : 3000u);
    const int base = int(rng() % 1000);
    std::vector<int> v(n);
    std::vector<int64_t> w(n);
    for (size_t i = 0; i < n; ++i) {
      switch (round % 4) {
      case 0: // ascending with repeats
        v[i] = base + int((i * span) / n);
        break;
      case 1: // two interleaved strips
        v[i] = base + int(i % 2 ? i / 2 : span - i / 2 % span);
        break;
      default:
        v[i] = base + int(rng() % span);
      }
      w[i] = int64_t(v[i]) * 3 + (int64_t(1) << 33);
    }
    expectRanks(v);
    expectRanks(w);
  }
  expectRanks(std::vector<int>{5});
  expectRanks(std::vector<int>{63, 64, 63, 0, 127, 128, 64});
}

TEST(DistinctRanks, ReusedAcrossBlocks) {
  // One object for block after block (as the planner uses it): nothing of
  // an earlier block shows in a later one.
  DistinctRanks<int> ranks;
  ranks.build(std::vector<int>{100, 101, 102, 150}.data(), 4);
  ranks.build(std::vector<int>{10, 200, 101}.data(), 3);
  EXPECT_EQ(ranks.distinct(), (std::vector<int>{10, 101, 200}));
  EXPECT_EQ(ranks.rank(101), 1);
  EXPECT_EQ(ranks.rank(200), 2);
}

} // namespace
} // namespace loom::plan::detail
