// The STREAM figure beside op_timing_output's table: the probe measures a
// plausible bandwidth with one and two threads; the figure follows
// LOOM_STREAM_GBS and the loops' total time.
#include "loom/core/context.h"
#include "loom/core/device_init.h"
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
  options.streamMode = Mode::Given;
  options.streamGBs = 12.5;
  std::optional<loom::StreamFigure> f = loom::streamBandwidthFor(0.001);
  ASSERT_TRUE(f.has_value());
  EXPECT_DOUBLE_EQ(f->gbs, 12.5);
  EXPECT_EQ(f->threads, 0);

  options.streamMode = Mode::Off;
  EXPECT_FALSE(loom::streamBandwidthFor(100.0).has_value());

  // Unset: none for a short run, measured for one of a second or more.
  options.streamMode = Mode::Auto;
  EXPECT_FALSE(loom::streamBandwidthFor(0.5).has_value());
  f = loom::streamBandwidthFor(1.0);
  ASSERT_TRUE(f.has_value());
  EXPECT_GT(f->gbs, 0.1);
  EXPECT_EQ(f->threads, loom::hostThreads());

  // Loops on a device: the host's bandwidth only when asked for.
  loom::setDeviceInitHook([] {});
  EXPECT_FALSE(loom::streamBandwidthFor(10.0).has_value());
  options.streamMode = Mode::Measure;
  EXPECT_TRUE(loom::streamBandwidthFor(10.0).has_value());
  loom::setDeviceInitHook(nullptr);
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
