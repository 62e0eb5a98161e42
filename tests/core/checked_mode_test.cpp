// Checked mode (LOOM_CHECK=1): a kernel that writes a dat passed with
// OP_READ ends the program with one line naming the loop and the dat.
#include "op_seq.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace {

// Breaks the contract: its first argument is declared OP_READ.
void scale(double *a, double *b) {
  a[0] *= 2;
  b[0] = a[0];
}

void runScale(const char *check) {
  setenv("LOOM_CHECK", check, 1);
  op_init(0, nullptr, 0);
  op_set s = op_decl_set(3, "cells");
  double v[3] = {1, 2, 3}, w[3] = {};
  op_dat a = op_decl_dat(s, 1, "double", v, "p_a");
  op_dat b = op_decl_dat(s, 1, "double", w, "p_b");
  op_par_loop(scale, "scale", s, op_arg_dat(a, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(b, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
  unsetenv("LOOM_CHECK");
}

TEST(CheckedModeDeathTest, WriteToReadDatIsReported) {
  EXPECT_EXIT(
      runScale("1"), ::testing::ExitedWithCode(1),
      "loom: error: checked_mode_test\\.cpp:[0-9]+: op_par_loop 'scale': "
      "argument 0 \\(dat 'p_a'\\): "
      "the kernel wrote a dat passed with OP_READ");
}

TEST(CheckedMode, WithoutTheFlagTheWriteIsNotChecked) {
  EXPECT_EXIT(([] {
                runScale("0");
                std::exit(0);
              })(),
              ::testing::ExitedWithCode(0), "^$");
}

} // namespace
