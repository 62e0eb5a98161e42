// Test support: two hierarchical plans compared array by array (the
// staging lists alone, or the whole plan).
#pragma once

#include "loom/plan/plan.h"

#include <gtest/gtest.h>

#include <vector>

namespace loom::test {

// A plan array (PlanArray or std::vector<int>) as a std::vector<int>.
template <class A> std::vector<int> ints(const A &a) {
  return std::vector<int>(a.begin(), a.end());
}

// Every staging list: block offsets, targets, and each local map's
// (map, slot) and indices.
inline void expectSameLists(const plan::HierarchicalPlan &a,
                            const plan::HierarchicalPlan &b) {
  ASSERT_EQ(a.stagingLists.size(), b.stagingLists.size());
  for (size_t l = 0; l < a.stagingLists.size(); ++l) {
    const plan::StagingList &x = a.stagingLists[l], &y = b.stagingLists[l];
    EXPECT_EQ(x.targetOffset, y.targetOffset) << "list " << l;
    EXPECT_EQ(ints(x.targets), ints(y.targets)) << "list " << l;
    ASSERT_EQ(x.maps.size(), y.maps.size()) << "list " << l;
    for (size_t m = 0; m < x.maps.size(); ++m) {
      EXPECT_EQ(x.maps[m].mapId, y.maps[m].mapId) << "list " << l;
      EXPECT_EQ(x.maps[m].slot, y.maps[m].slot) << "list " << l;
      EXPECT_EQ(ints(x.maps[m].index), ints(y.maps[m].index))
          << "list " << l << " map " << m;
    }
  }
}

// The staged dats (each dat's list) and the staging lists.
inline void expectSameStaging(const plan::HierarchicalPlan &a,
                              const plan::HierarchicalPlan &b) {
  ASSERT_EQ(a.staged.size(), b.staged.size());
  for (size_t s = 0; s < a.staged.size(); ++s) {
    EXPECT_EQ(a.staged[s].datId, b.staged[s].datId);
    EXPECT_EQ(a.staged[s].list, b.staged[s].list);
  }
  expectSameLists(a, b);
}

// The whole plan: blocks, elements, thread and block colours, and its
// staging.
inline void expectSamePlan(const plan::HierarchicalPlan &a,
                           const plan::HierarchicalPlan &b) {
  EXPECT_EQ(a.nblocks, b.nblocks);
  EXPECT_EQ(a.blockOffset, b.blockOffset);
  EXPECT_EQ(ints(a.elements), ints(b.elements));
  EXPECT_EQ(ints(a.threadColour), ints(b.threadColour));
  EXPECT_EQ(a.nthreadColours, b.nthreadColours);
  EXPECT_EQ(a.nblockColours, b.nblockColours);
  EXPECT_EQ(a.blockColour, b.blockColour);
  EXPECT_EQ(a.colourOffset, b.colourOffset);
  EXPECT_EQ(a.colourBlocks, b.colourBlocks);
  expectSameStaging(a, b);
}

} // namespace loom::test
