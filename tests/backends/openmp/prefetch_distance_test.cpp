// LOOM_PREFETCH: how far ahead generated openmp loops prefetch; by default
// only plans that visit elements out of order do.
#include "loom/backend/openmp/prefetch_ahead.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace {

using loom::openmp::kPrefetchDistance;
using loom::openmp::prefetchDistance;

TEST(PrefetchDistance, ByDefaultOnlyForElementOrder) {
  unsetenv("LOOM_PREFETCH");
  EXPECT_EQ(prefetchDistance(true), kPrefetchDistance);
  EXPECT_EQ(prefetchDistance(false), 0);
}

TEST(PrefetchDistance, TheVariableSetsItForEveryPlan) {
  setenv("LOOM_PREFETCH", "5", 1);
  EXPECT_EQ(prefetchDistance(true), 5);
  EXPECT_EQ(prefetchDistance(false), 5);
  setenv("LOOM_PREFETCH", "0", 1);
  EXPECT_EQ(prefetchDistance(true), 0);
  unsetenv("LOOM_PREFETCH");
}

TEST(PrefetchDistanceDeathTest, ABadValueIsOneLineNamingIt) {
  for (const char *bad : {"-1", "x", "", "16k", "99999999999"}) {
    setenv("LOOM_PREFETCH", bad, 1);
    EXPECT_EXIT(prefetchDistance(true), testing::ExitedWithCode(1),
                std::string("loom: error: LOOM_PREFETCH: expected a number of "
                            "elements >= 0 \\(0: off\\), got '") +
                    bad + "'\n$")
        << bad;
  }
  unsetenv("LOOM_PREFETCH");
}

} // namespace
