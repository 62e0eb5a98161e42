// LOOM_REPORT's shape of an owner-computes plan: one colour of its blocks,
// and its runs per element, which loom-report shows beside the other plans'
// statistics (an owner plan runs the elements two blocks' ranges share in
// both).
#include "owner_form.h"

#include "loom/core/loop_report.h"
#include "loom/plan/owner_plan.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

TEST(OwnerSummary, RunsPerElementOfAPlanWhoseBlocksShareElements) {
  // A ring of six edges incrementing both their nodes: in blocks owning two
  // nodes each, edge (5, 0) runs in the blocks of node 5 and of node 0, and
  // every block's two nodes are incremented by edges of the next block too.
  const int ring[] = {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 0};
  loom::plan::LoopAccess loop;
  loop.setSize = 6;
  loop.accesses = {{ring, 2, 6, 0, true, 8, 0, 0},
                   {ring, 2, 6, 1, true, 8, 0, 0}};
  const loom::plan::OwnerPlan o = loom::plan::buildOwnerPlan(loop, 2);
  const loom::PlanSummary s = loom::openmp::ownerSummary(o, loop.setSize);
  EXPECT_EQ(s.nblocks, o.nblocks);
  EXPECT_EQ(s.ncolours, 1);
  EXPECT_DOUBLE_EQ(s.runsPerElement, loom::plan::redundancy(o, 6));
  EXPECT_GT(s.runsPerElement, 1.0);
  // The same plan in one block runs every edge once.
  EXPECT_DOUBLE_EQ(
      loom::openmp::ownerSummary(loom::plan::buildOwnerPlan(loop, 6), 6)
          .runsPerElement,
      1.0);

  loom::LoopStatsTable t;
  t.recordStrategy("flux", "owner:2", "owner:2");
  t.recordPlanSummary("flux", "owner:2", s);
  t.record("flux", 0.001, 0);
  const nlohmann::json doc = nlohmann::json::parse(loom::loopReportJson(t));
  EXPECT_DOUBLE_EQ(
      doc["loops"]["flux"]["strategies"]["owner:2"]["plan"]["runs_per_element"]
          .get<double>(),
      s.runsPerElement);
}

} // namespace
