// The STREAM figure beside op_timing_output's table: the probe measures a
// plausible bandwidth with one and two threads; the figure follows
// LOOM_STREAM_GBS.
#include "loom/core/context.h"
#include "loom/core/stream_bandwidth.h"

#include <gtest/gtest.h>

namespace {

using Mode = loom::RuntimeOptions::StreamBandwidth;

TEST(StreamBandwidth, ProbeMeasuresAPlausibleBandwidth) {
  for (int threads : {1, 2}) {
    std::optional<double> gbs = loom::measureStreamTriad(threads);
    ASSERT_TRUE(gbs.has_value()) << threads << " threads";
    EXPECT_GT(*gbs, 0.1) << threads << " threads";
    EXPECT_LT(*gbs, 10000.0) << threads << " threads";
  }
}

TEST(StreamBandwidth, FigureFollowsTheOption) {
  loom::RuntimeOptions &options = loom::context().options();
  const loom::RuntimeOptions saved = options;
  EXPECT_FALSE(loom::streamBandwidth().has_value()); // the default: off
  options.streamMode = Mode::Given;
  options.streamGBs = 12.5;
  std::optional<loom::StreamFigure> f = loom::streamBandwidth();
  ASSERT_TRUE(f.has_value());
  EXPECT_DOUBLE_EQ(f->gbs, 12.5);
  EXPECT_EQ(f->threads, 0);

  options.streamMode = Mode::Off;
  EXPECT_FALSE(loom::streamBandwidth().has_value());

  options.streamMode = Mode::Measure;
  f = loom::streamBandwidth();
  ASSERT_TRUE(f.has_value());
  EXPECT_GT(f->gbs, 0.1);
  EXPECT_EQ(f->threads, loom::hostThreads());
  options = saved;
}

TEST(StreamBandwidth, ThreadsComeFromTheRegisteredBackend) {
  loom::setHostThreadsHook(nullptr);
  EXPECT_EQ(loom::hostThreads(), 1);
  loom::setHostThreadsHook([] { return 3; });
  EXPECT_EQ(loom::hostThreads(), 3);
  loom::setHostThreadsHook([] { return 0; });
  EXPECT_EQ(loom::hostThreads(), 1);
  loom::setHostThreadsHook(nullptr);
}

} // namespace
