// sumBlockOffsets (private to loom_plan): a plan's offsets from its blocks'
// counts, summed in 64 bits, and an error, not a wrapped offset, when the
// total passes INT_MAX (an owner-computes plan's runs, a staging list's
// targets: more than the set when blocks share elements or targets).
#include "block_offsets.h"

#include <gtest/gtest.h>

#include <climits>
#include <stdexcept>
#include <string>
#include <vector>

namespace loom::plan::detail {
namespace {

// The offsets of `counts`, as the plans call sumBlockOffsets.
std::vector<int> blockOffsets(const std::vector<int> &counts,
                              const char *what) {
  std::vector<int> offset{0};
  offset.insert(offset.end(), counts.begin(), counts.end());
  sumBlockOffsets(offset, what);
  return offset;
}

TEST(BlockOffsets, SumTheCountsFromZero) {
  EXPECT_EQ(blockOffsets({3, 0, 5, 1}, "runs"),
            (std::vector<int>{0, 3, 3, 8, 9}));
  EXPECT_EQ(blockOffsets({}, "runs"), (std::vector<int>{0}));
}

TEST(BlockOffsets, ReachIntMaxExactly) {
  EXPECT_EQ(blockOffsets({INT_MAX - 1, 1, 0}, "runs"),
            (std::vector<int>{0, INT_MAX - 1, INT_MAX, INT_MAX}));
}

TEST(BlockOffsets, PastIntMaxIsAnErrorNamingTheTotal) {
  // Three blocks of 2^30: 3 * 2^30 = 3221225472, where int wraps negative.
  const std::vector<int> counts(3, 1 << 30);
  try {
    blockOffsets(counts, "a staging list's targets");
    FAIL() << "no error for a total of 3 * 2^30";
  } catch (const std::invalid_argument &e) {
    EXPECT_EQ(std::string(e.what()),
              "loom::plan: a staging list's targets number 3221225472, more "
              "than the 2147483647 that the plan's int offsets can index; "
              "larger blocks hold fewer");
  }
  EXPECT_THROW(blockOffsets({INT_MAX, 1}, "runs"), std::invalid_argument);
}

} // namespace
} // namespace loom::plan::detail
