// A hierarchical plan takes the staging list of its one written dat from
// the colouring's gather (Airfoil's res_calc: res, q and adt through both
// slots of pecell) while every block's targets lie in a short range; the
// list equals the one gathered afresh (hierarchicalPlanFromColours stages
// every list again), whether all blocks, none or only the first ones allow
// it, and the other lists are unchanged.
#include "colouring_of.h"
#include "loom/plan/plan.h"
#include "loom/plan/plan_from_colours.h"
#include "same_plan.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace loom::plan {
namespace {

using loom::test::colouringOf;
using loom::test::expectSameLists;

// Edges -> cells (2 per edge) and edges -> nodes (2 per edge): res written
// and q read through both cell slots, x read through the node slots, and a
// second written dat when `twoWritten` (through the nodes).
struct EdgeLoop {
  std::vector<int> cells, nodes;
  LoopAccess loop;
};

// Edges from `scatterFrom` on get cells anywhere in a set large enough
// that a block's cells span too long a range for a bitmap.
EdgeLoop makeEdgeLoop(int nedges, int scatterFrom, bool twoWritten,
                      unsigned seed) {
  std::mt19937 rng(seed);
  const int ncells = 1 << 18, nnodes = nedges / 2 + 7;
  EdgeLoop r;
  for (int e = 0; e < nedges; ++e)
    for (int k = 0; k < 2; ++k) {
      const int near = e / 2 + k * int(rng() % 5);
      r.cells.push_back(e < scatterFrom ? near % ncells
                                        : int(rng() % unsigned(ncells)));
      r.nodes.push_back((e / 2 + 3 * k + int(rng() % 3)) % nnodes);
    }
  r.loop.setSize = nedges;
  for (int k = 0; k < 2; ++k) {
    r.loop.accesses.push_back({r.cells.data(), 2, ncells, k, true, 32, 0, 0});
    r.loop.accesses.push_back({r.cells.data(), 2, ncells, k, false, 32, 1, 0});
    r.loop.accesses.push_back(
        {r.nodes.data(), 2, nnodes, k, twoWritten, 16, 2, 1});
  }
  return r;
}

TEST(StagingReuse, ListsEqualTheGatheredOnes) {
  const int nedges = 5000;
  // All blocks short, none, the first half only (the reuse stops there).
  for (int scatterFrom : {nedges, 0, nedges / 2})
    for (bool twoWritten : {false, true})
      for (StagingMode mode : {StagingMode::All, StagingMode::Written})
        for (int bs : {1, 7, 64, 256}) {
          const EdgeLoop r = makeEdgeLoop(nedges, scatterFrom, twoWritten,
                                          unsigned(bs + scatterFrom));
          const HierarchicalPlan h = buildHierarchicalPlan(r.loop, bs, mode);
          ASSERT_EQ(validate(r.loop, h), "");
          const HierarchicalPlan g =
              hierarchicalPlanFromColours(r.loop, mode, colouringOf(h));
          SCOPED_TRACE(testing::Message()
                       << "scatterFrom " << scatterFrom << " twoWritten "
                       << twoWritten << " bs " << bs);
          expectSameLists(h, g);
          // The cell list (res and q) holds both cell slots.
          ASSERT_FALSE(h.staged.empty());
          EXPECT_EQ(h.stagingOf(h.staged[0]).maps.size(), 2u);
        }
}

TEST(StagingReuse, EmptySetHasEmptyLists) {
  const EdgeLoop r = makeEdgeLoop(0, 0, false, 1);
  const HierarchicalPlan h =
      buildHierarchicalPlan(r.loop, 64, StagingMode::All);
  EXPECT_EQ(h.nblocks, 0);
  const HierarchicalPlan g =
      hierarchicalPlanFromColours(r.loop, StagingMode::All, colouringOf(h));
  expectSameLists(h, g);
  ASSERT_EQ(h.stagingLists.size(), 2u);
  EXPECT_EQ(h.stagingLists[0].targetOffset, std::vector<int>{0});
}

} // namespace
} // namespace loom::plan
