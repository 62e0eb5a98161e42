// mapUsers: the rows of a map that hold each target, as the reordering and
// partitioning graphs read them.
#include "loom/core/error.h"
#include "loom/core/map_users.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

TEST(MapUsers, RowsHoldingEachTargetInIncreasingOrder) {
  // Three edges over four nodes: 0-1, 1-2, 2-1 (node 1 is held by all
  // three, node 3 by none).
  const std::vector<int> entries = {0, 1, 1, 2, 2, 1};
  const loom::MapUsers u = loom::mapUsers(entries.data(), 3, 2, 4);
  EXPECT_EQ(u.start, (std::vector<size_t>{0, 1, 4, 6, 6}));
  EXPECT_EQ(u.rows, (std::vector<int>{0, 0, 1, 2, 1, 2}));
}

TEST(MapUsers, RowRepeatingATargetIsListedOnceForEachEntry) {
  const std::vector<int> entries = {1, 1, 0};
  const loom::MapUsers u = loom::mapUsers(entries.data(), 1, 3, 2);
  EXPECT_EQ(u.start, (std::vector<size_t>{0, 1, 3}));
  EXPECT_EQ(u.rows, (std::vector<int>{0, 0, 0}));
}

TEST(MapUsers, EmptyMapHasAnEmptyRowPerTarget) {
  const loom::MapUsers u = loom::mapUsers(nullptr, 0, 4, 3);
  EXPECT_EQ(u.start, (std::vector<size_t>{0, 0, 0, 0}));
  EXPECT_TRUE(u.rows.empty());
}

TEST(MapUsers, GraphTooLargeNamesTheGraphAndTheLimit) {
  try {
    loom::throwGraphTooLarge("the graph of set 'cells' through map 'pcell'");
    FAIL() << "no error";
  } catch (const loom::Error &e) {
    EXPECT_STREQ(e.what(),
                 "the graph of set 'cells' through map 'pcell' has more than "
                 "2147483647 neighbour entries, which its int offsets and the "
                 "orderings' and partitioners' 32-bit indices (METIS, Scotch) "
                 "cannot hold");
  }
}

} // namespace
