// The loop report's equal footing: per strategy the median and quartiles of
// its calls without plan building, every strategy of a loop compared on as
// many calls as the one with fewest (its first ones), and CUDA kernel times
// recorded per strategy.
#include "loom/core/call_spread.h"
#include "loom/core/loop_report.h"
#include "loom/core/loop_stats.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <vector>

namespace {

TEST(CallSpread, MedianAndQuartilesOfTheFirstCalls) {
  const std::vector<float> ms = {4, 1, 3, 2, 5, 100, 100};
  const loom::CallSpread s = loom::spreadOf(ms, 5); // 1 2 3 4 5
  EXPECT_EQ(s.count, 5u);
  EXPECT_DOUBLE_EQ(s.median, 3);
  EXPECT_DOUBLE_EQ(s.q1, 2);
  EXPECT_DOUBLE_EQ(s.q3, 4);
  EXPECT_DOUBLE_EQ(s.spread(), 2);
  // Interpolated between order statistics: 1 2 3 4 -> 1.75 / 2.5 / 3.25.
  const loom::CallSpread even = loom::spreadOf(std::vector<double>{4, 3, 2, 1});
  EXPECT_DOUBLE_EQ(even.median, 2.5);
  EXPECT_DOUBLE_EQ(even.q1, 1.75);
  EXPECT_DOUBLE_EQ(even.q3, 3.25);
  EXPECT_EQ(loom::spreadOf(std::vector<double>{}).count, 0u);
}

TEST(LoopReport, StrategiesComparedOnEqualCallsWithoutPlanTime) {
  loom::LoopStatsTable t;
  // "fast" runs three calls (the first builds its plan: 0.5 s of its 0.502);
  // "kept" runs five, the last two very fast, as a kept strategy's later
  // calls on a warm machine would be.
  t.recordStrategy("res", "fast", "fast");
  t.recordPlan("res", 0.5, "fast");
  for (double s : {0.502, 0.002, 0.002})
    t.record("res", s, 0);
  t.recordStrategy("res", "kept", "kept (tuned)");
  for (double s : {0.003, 0.003, 0.003, 0.0001, 0.0001})
    t.record("res", s, 0);
  EXPECT_NEAR(t.lastCallSeconds("res"), 0.0001, 1e-12);

  const nlohmann::json doc = nlohmann::json::parse(loom::loopReportJson(t));
  const nlohmann::json &st = doc["loops"]["res"]["strategies"];
  EXPECT_EQ(st["fast"]["calls"], 3);
  EXPECT_EQ(st["kept"]["calls"], 5);
  // Three calls each; fast's plan is not in its first call.
  EXPECT_EQ(st["fast"]["compared"]["count"], 3);
  EXPECT_EQ(st["kept"]["compared"]["count"], 3);
  EXPECT_NEAR(st["fast"]["compared"]["median_ms"].get<double>(), 2.0, 1e-4);
  EXPECT_NEAR(st["fast"]["compared"]["q3_ms"].get<double>(), 2.0, 1e-4);
  EXPECT_NEAR(st["kept"]["compared"]["median_ms"].get<double>(), 3.0, 1e-4);
  EXPECT_NEAR(st["fast"]["plan_seconds"].get<double>(), 0.5, 1e-12);
  EXPECT_EQ(doc["loops"]["res"]["strategy"], "kept (tuned)");
}

TEST(LoopReport, KernelTimesPerStrategy) {
  loom::LoopStatsTable t;
  t.recordStrategy("flux", "hier", "hier");
  t.record("flux", 0.01, 0);
  t.recordStrategy("flux", "atomic", "atomic");
  t.record("flux", 0.01, 0);
  EXPECT_EQ(t.currentStrategy("flux"), "atomic");
  // Settled later (events read lazily), each under the strategy it ran.
  t.recordDeviceTime("flux", 0.004, "hier");
  t.recordDeviceTime("flux", 0.002, "atomic");
  const nlohmann::json doc = nlohmann::json::parse(loom::loopReportJson(t));
  const nlohmann::json &loop = doc["loops"]["flux"];
  EXPECT_NEAR(loop["kernel_seconds"].get<double>(), 0.006, 1e-9);
  EXPECT_NEAR(
      loop["strategies"]["hier"]["kernel_compared"]["median_ms"].get<double>(),
      4.0, 1e-4);
  EXPECT_NEAR(loop["strategies"]["atomic"]["kernel_compared"]["median_ms"]
                  .get<double>(),
              2.0, 1e-4);
}

// One loop name on two sets (multigrid levels): an entry each, the first
// set's under the plain name; kernel times settled later go to the entry
// that was active when the call began.
TEST(LoopReport, EntriesPerLoopAndSet) {
  loom::LoopStatsTable t;
  for (const char *set : {"fine", "coarse", "fine", "coarse", "coarse"}) {
    t.enterLoop("smooth", set);
    t.recordStrategy("smooth", set[0] == 'f' ? "block:256" : "global:1024",
                     "x");
    t.record("smooth", set[0] == 'f' ? 0.004 : 0.001, 0);
  }
  EXPECT_EQ(t.activeKey("smooth"), "smooth@coarse");
  t.recordKernelTime("smooth", 0.002, "block:256");
  const nlohmann::json doc = nlohmann::json::parse(loom::loopReportJson(t));
  const nlohmann::json &fine = doc["loops"]["smooth"];
  const nlohmann::json &coarse = doc["loops"]["smooth@coarse"];
  EXPECT_EQ(fine["calls"], 2);
  EXPECT_EQ(coarse["calls"], 3);
  EXPECT_EQ(fine["strategies"].size(), 1u);
  EXPECT_EQ(fine["strategies"]["block:256"]["calls"], 2);
  EXPECT_EQ(coarse["strategies"]["global:1024"]["calls"], 3);
  EXPECT_NEAR(fine["kernel_seconds"].get<double>(), 0.002, 1e-12);
  EXPECT_FALSE(coarse.contains("kernel_seconds"));
}

// A backend that chooses before the call's LoopScope enters its set (CUDA's
// loopStrategy): the choice goes to the entry of the set entered next; a
// backend that chooses after (openmp) and not on every call keeps each
// set's own strategy.
TEST(LoopReport, StrategyChosenBeforeTheSetIsEntered) {
  loom::LoopStatsTable t;
  for (const char *set : {"fine", "coarse", "fine", "coarse"}) {
    t.recordStrategy("flux", set[0] == 'f' ? "hier" : "global", "x");
    t.enterLoop("flux", set);
    t.record("flux", 0.001, 0);
  }
  nlohmann::json doc = nlohmann::json::parse(loom::loopReportJson(t));
  EXPECT_EQ(doc["loops"]["flux"]["strategies"].size(), 1u);
  EXPECT_EQ(doc["loops"]["flux"]["strategies"]["hier"]["calls"], 2);
  EXPECT_EQ(doc["loops"]["flux@coarse"]["strategies"]["global"]["calls"], 2);

  loom::LoopStatsTable u;
  for (const char *set : {"fine", "coarse"}) {
    u.enterLoop("smooth", set);
    u.recordStrategy("smooth", set[0] == 'f' ? "block:512" : "global:1024",
                     "x");
    u.record("smooth", 0.001, 0);
  }
  for (const char *set : {"fine", "coarse", "fine"}) {
    u.enterLoop("smooth", set); // no recordStrategy: the plan is cached
    u.record("smooth", 0.001, 0);
  }
  doc = nlohmann::json::parse(loom::loopReportJson(u));
  EXPECT_EQ(doc["loops"]["smooth"]["strategies"]["block:512"]["calls"], 3);
  EXPECT_EQ(doc["loops"]["smooth"]["strategies"].size(), 1u);
  EXPECT_EQ(doc["loops"]["smooth@coarse"]["strategies"]["global:1024"]["calls"],
            2);
}

} // namespace
