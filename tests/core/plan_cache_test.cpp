// PlanCache<Plan>: one plan per (name, signature), rebuilt for a newer
// generation, and the per-call-site fast path; with block and global plans.
#include "loom/core/plan_cache.h"
#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using loom::PlanCache;

TEST(PlanCache, BuildsOncePerNameAndSignature) {
  PlanCache<loom::plan::BlockPlan> cache;
  int builds = 0;
  auto build = [&] {
    ++builds;
    loom::plan::BlockPlan p;
    p.nblocks = builds;
    return p;
  };
  static const char site[] = "loop";
  std::vector<int> sig = {1, 2, 3};
  const auto &a = cache.get(site, sig, 7, build);
  const auto &b = cache.get(site, sig, 7, build);
  EXPECT_EQ(&a, &b);
  EXPECT_EQ(builds, 1);

  std::vector<int> other = {1, 2, 4};
  const auto &c = cache.get(site, other, 7, build);
  EXPECT_NE(&a, &c);
  EXPECT_EQ(builds, 2);
  // Back to the first signature: the stored plan, not a new one.
  EXPECT_EQ(&cache.get(site, sig, 7, build), &a);
  EXPECT_EQ(builds, 2);
}

TEST(PlanCache, NewerGenerationRebuilds) {
  PlanCache<loom::plan::GlobalPlan> cache;
  int builds = 0;
  auto build = [&] {
    ++builds;
    return loom::plan::GlobalPlan{};
  };
  std::vector<int> sig = {0};
  cache.get("x", sig, 1, build);
  cache.get("x", sig, 1, build);
  EXPECT_EQ(builds, 1);
  cache.get("x", sig, 2, build);
  EXPECT_EQ(builds, 2);
}

TEST(PlanCache, CallSitesWithOneNameShareThePlan) {
  PlanCache<loom::plan::BlockPlan> cache;
  int builds = 0;
  auto build = [&] {
    ++builds;
    return loom::plan::BlockPlan{};
  };
  // Two literals with equal text: two call sites of one loop.
  std::string first = "res_calc", second = "res_calc";
  std::vector<int> sig = {5};
  const auto &a = cache.get(first.c_str(), sig, 3, build);
  const auto &b = cache.get(second.c_str(), sig, 3, build);
  EXPECT_EQ(&a, &b);
  EXPECT_EQ(builds, 1);
  // The second site rebuilds for a newer generation; the first must not use
  // the plan it remembered from the older one.
  const auto &c = cache.get(second.c_str(), sig, 4, build);
  EXPECT_EQ(builds, 2);
  EXPECT_EQ(&cache.get(first.c_str(), sig, 4, build), &c);
  EXPECT_EQ(builds, 2);
}

} // namespace
