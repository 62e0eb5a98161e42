// Dumps, fetches and the timing table.
#include "op_seq.h"

#include "loom/core/context.h"

#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void bump(double *v) { *v += 1; }

TEST(Op2Output, TextDumpHasSizeDimAndValues) {
  op_set s = op_decl_set(2, "cells");
  double v[4] = {1.5, 2, 3, 4};
  op_dat d = op_decl_dat(s, 2, "double", v, "p_q");
  const loom::test::ScratchDir scratch;
  const std::string path = scratch.file("dump.txt");
  op_print_dat_to_txtfile(d, path.c_str());
  EXPECT_EQ(readFile(path), "2 2\n1.5 2 \n3 4 \n");
  op_exit();
}

TEST(Op2Output, BinaryDumpHasHeaderAndRawData) {
  op_set s = op_decl_set(3, "nodes");
  int v[3] = {7, 8, 9};
  op_dat d = op_decl_dat(s, 1, "int", v, "ids");
  const loom::test::ScratchDir scratch;
  const std::string path = scratch.file("dump.bin");
  op_print_dat_to_binfile(d, path.c_str());
  std::string bytes = readFile(path);
  ASSERT_EQ(bytes.size(), 5 * sizeof(int));
  const int *ints = reinterpret_cast<const int *>(bytes.data());
  EXPECT_EQ(ints[0], 3);
  EXPECT_EQ(ints[1], 1);
  EXPECT_EQ(ints[4], 9);
  op_exit();
}

TEST(Op2Output, TimingTableListsEachLoop) {
  op_set s = op_decl_set(3, "nodes");
  double v[3] = {};
  op_dat d = op_decl_dat(s, 1, "double", v, "p");
  op_par_loop(bump, "bump_loop", s,
              op_arg_dat(d, -1, OP_ID, 1, "double", OP_RW));
  testing::internal::CaptureStdout();
  op_timing_output();
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_NE(out.find("bump_loop"), std::string::npos) << out;
  EXPECT_NE(out.find("GB/s"), std::string::npos) << out;
  double back[3];
  op_fetch_data(d, back);
  EXPECT_EQ(back[2], 1.0);
  op_exit();
}

TEST(Op2Output, TimingTableShowsPlanTimeApartFromTheCalls) {
  // Two calls of 0.5 s, of which 0.75 s built the plan: the calls' time is
  // 0.25 s (125 ms per call), the plan's 0.75 s.
  loom::LoopStatsTable &stats = loom::context().loopStats();
  stats.record("planned_loop", 0.5, 1e9);
  stats.record("planned_loop", 0.5, 1e9);
  stats.recordPlan("planned_loop", 0.75);
  testing::internal::CaptureStdout();
  op_timing_output();
  const std::string out = testing::internal::GetCapturedStdout();
  EXPECT_NE(out.find("planned_loop                    2       0.2500       "
                     "125.0000       8.00       0.7500"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("0.2500"), out.rfind("0.2500")) << out; // and the total
  stats.clear();
  op_exit();
}

TEST(Op2Output, TimingTableGivesTheShareOfStreamWhenKnown) {
  op_set s = op_decl_set(3, "nodes");
  double v[3] = {};
  op_dat d = op_decl_dat(s, 1, "double", v, "p");
  op_par_loop(bump, "bump_loop", s,
              op_arg_dat(d, -1, OP_ID, 1, "double", OP_RW));
  loom::RuntimeOptions &options = loom::context().options();
  options.streamMode = loom::RuntimeOptions::StreamBandwidth::Given;
  options.streamGBs = 20;
  testing::internal::CaptureStdout();
  op_timing_output();
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_NE(out.find("% STREAM"), std::string::npos) << out;
  EXPECT_NE(out.find("STREAM triad 20.00 GB/s (LOOM_STREAM_GBS)"),
            std::string::npos)
      << out;
  options.streamMode = loom::RuntimeOptions::StreamBandwidth::Off;
  testing::internal::CaptureStdout();
  op_timing_output();
  out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(out.find("STREAM"), std::string::npos) << out;
  op_exit();
}

TEST(Op2Output, TimersAdvance) {
  double c0, w0, c1, w1;
  op_timers(&c0, &w0);
  op_timers_core(&c1, &w1);
  EXPECT_GE(w1, w0);
  EXPECT_GE(c1, c0);
}

TEST(Op2OutputDeathTest, FetchIntoWrongTypeExits) {
  EXPECT_EXIT(([] {
                op_set s = op_decl_set(1, "cells");
                double v = 1;
                op_dat d = op_decl_dat(s, 1, "double", &v, "p_q");
                float f;
                op_fetch_data(d, &f);
              })(),
              ::testing::ExitedWithCode(1),
              "p_q: type \"double\" does not match");
}

} // namespace
