// Stale handles: a set, map or dat used after op_exit(), or a temporary dat
// after op_free_dat_temp(), is an error naming it, never a use-after-free.
#include "op_seq.h"

#include <gtest/gtest.h>

namespace {

void copy(const double *a, double *b) { b[0] = a[0]; }

struct Declared {
  op_set cells, nodes;
  op_map c2n;
  op_dat q;
};

Declared declareAndExit() {
  op_init(0, nullptr, 0);
  Declared d;
  d.cells = op_decl_set(2, "cells");
  d.nodes = op_decl_set(3, "nodes");
  int m[2] = {0, 2};
  d.c2n = op_decl_map(d.cells, d.nodes, 1, m, "c2n");
  double v[2] = {1, 2};
  d.q = op_decl_dat(d.cells, 1, "double", v, "q");
  op_exit();
  return d;
}

const char *kExit = "is a stale handle \\(released by op_exit\\(\\)";

// A stale handle given to op_arg_* is reported by the loop that takes the
// argument: its call site, its name and the argument's position. `arg` is
// argument 1 of a loop over a set declared after a new op_init.
void loopTaking(op_arg arg) {
  op_init(0, nullptr, 0);
  op_set fresh = op_decl_set(2, "fresh");
  double x = 0;
  op_par_loop(copy, "copy", fresh, op_arg_gbl(&x, 1, "double", OP_READ), arg);
}

std::string loopArgument1(const std::string &rest) {
  return "loom: error: stale_handles_test\\.cpp:[0-9]+: op_par_loop 'copy': "
         "argument 1: " +
         rest + " " + kExit;
}

TEST(StaleHandlesDeathTest, ArgDatAfterExit) {
  EXPECT_EXIT(loopTaking(op_arg_dat(declareAndExit().q, -1, OP_ID, 1, "double",
                                    OP_WRITE)),
              ::testing::ExitedWithCode(1),
              loopArgument1("op_arg_dat: dat 'q'"));
}

TEST(StaleHandlesDeathTest, ArgIdxAfterExit) {
  EXPECT_EXIT(loopTaking(op_arg_idx(0, declareAndExit().c2n)),
              ::testing::ExitedWithCode(1),
              loopArgument1("op_arg_idx: map 'c2n'"));
}

// An inactive argument (op_opt_arg_dat with opt 0) is checked as well.
TEST(StaleHandlesDeathTest, InactiveArgAfterExit) {
  EXPECT_EXIT(loopTaking(op_opt_arg_dat(0, declareAndExit().q, -1, OP_ID, 1,
                                        "double", OP_READ)),
              ::testing::ExitedWithCode(1),
              loopArgument1("op_arg_dat: dat 'q'"));
}

TEST(StaleHandlesDeathTest, LoopOverStaleSet) {
  EXPECT_EXIT(
      ([] {
        Declared d = declareAndExit();
        double x = 0;
        op_par_loop(copy, "copy", d.cells, op_arg_gbl(&x, 1, "double", OP_READ),
                    op_arg_gbl(&x, 1, "double", OP_INC));
      })(),
      ::testing::ExitedWithCode(1),
      std::string("loom: error: stale_handles_test\\.cpp:[0-9]+: op_par_loop "
                  "'copy': set 'cells' ") +
          kExit);
}

TEST(StaleHandlesDeathTest, ArgBuiltBeforeExitUsedAfter) {
  EXPECT_EXIT(
      ([] {
        op_init(0, nullptr, 0);
        op_set s = op_decl_set(2, "cells");
        double v[2] = {1, 2};
        op_dat q = op_decl_dat(s, 1, "double", v, "q");
        op_arg a = op_arg_dat(q, -1, OP_ID, 1, "double", OP_READ);
        op_exit();
        op_init(0, nullptr, 0);
        op_set t = op_decl_set(2, "cells2");
        loom::LoopScope scope("late", t, &a, 1);
      })(),
      ::testing::ExitedWithCode(1),
      std::string("loom: error: op_par_loop 'late': argument 0: dat 'q' ") +
          kExit);
}

TEST(StaleHandlesDeathTest, FetchDataAfterExit) {
  EXPECT_EXIT(([] {
                Declared d = declareAndExit();
                double out[2];
                op_fetch_data(d.q, out);
              })(),
              ::testing::ExitedWithCode(1),
              std::string("loom: error: op_fetch_data: dat 'q' ") + kExit);
  EXPECT_EXIT(([] {
                Declared d = declareAndExit();
                double out[2];
                op_fetch_data_idx(d.q, out, 0, 1);
              })(),
              ::testing::ExitedWithCode(1),
              std::string("loom: error: op_fetch_data_idx: dat 'q' ") + kExit);
}

TEST(StaleHandlesDeathTest, DeclarationsOnStaleSets) {
  EXPECT_EXIT(([] {
                Declared d = declareAndExit();
                double v[2] = {};
                op_decl_dat(d.cells, 1, "double", v, "r");
              })(),
              ::testing::ExitedWithCode(1),
              std::string("loom: error: dat 'r': set 'cells' ") + kExit);
  EXPECT_EXIT(([] {
                Declared d = declareAndExit();
                op_set fresh = op_decl_set(2, "fresh");
                int m[2] = {0, 1};
                op_decl_map(fresh, d.nodes, 1, m, "f2n");
              })(),
              ::testing::ExitedWithCode(1),
              std::string("loom: error: map 'f2n': to-set: set 'nodes' ") +
                  kExit);
}

TEST(StaleHandlesDeathTest, TemporaryFreedTwice) {
  EXPECT_EXIT(
      ([] {
        op_init(0, nullptr, 0);
        op_set s = op_decl_set(2, "cells");
        double *none = nullptr;
        op_dat t = op_decl_dat_temp(s, 1, "double", none, "tmp");
        if (op_free_dat_temp(t) != 1)
          std::exit(3);
        op_free_dat_temp(t);
      })(),
      ::testing::ExitedWithCode(1),
      "loom: error: op_free_dat_temp: dat 'tmp' is a stale handle \\(freed by "
      "op_free_dat_temp\\(\\)");
  EXPECT_EXIT(
      ([] {
        op_init(0, nullptr, 0);
        op_set s = op_decl_set(2, "cells");
        double *none = nullptr;
        op_dat t = op_decl_dat_temp(s, 1, "double", none, "tmp");
        op_free_dat_temp(t);
        double x = 0;
        op_par_loop(copy, "copy", s,
                    op_arg_dat(t, -1, OP_ID, 1, "double", OP_READ),
                    op_arg_gbl(&x, 1, "double", OP_INC));
      })(),
      ::testing::ExitedWithCode(1),
      "loom: error: stale_handles_test\\.cpp:[0-9]+: op_par_loop 'copy': "
      "argument 0: op_arg_dat: dat 'tmp' is a stale handle \\(freed by");
}

// Runs copy(a -> b) over `s` and checks b: {1, 2}.
void expectCopied(op_set s, op_dat a, op_dat b) {
  op_par_loop(copy, "copy", s, op_arg_dat(a, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(b, -1, OP_ID, 1, "double", OP_WRITE));
  double out[2];
  op_fetch_data(b, out);
  EXPECT_EQ(out[0], 1);
  EXPECT_EQ(out[1], 2);
}

TEST(StaleHandles, InitAfterExitWorks) {
  for (int round = 0; round < 3; ++round) {
    op_init(0, nullptr, 0);
    op_set s = op_decl_set(2, "cells");
    double v[2] = {1, 2}, w[2] = {0, 0};
    expectCopied(s, op_decl_dat(s, 1, "double", v, "a"),
                 op_decl_dat(s, 1, "double", w, "b"));
    op_exit();
  }
}

// As in OP2: a second op_init reads the options again and keeps what was
// declared; a second op_exit does nothing; declarations may come before
// op_init on one process.
TEST(StaleHandles, InitAndExitOutOfTurn) {
  op_set s = op_decl_set(2, "cells");
  double v[2] = {1, 2}, w[2] = {0, 0};
  op_dat a = op_decl_dat(s, 1, "double", v, "a");
  op_init(0, nullptr, 0);
  op_init(0, nullptr, 0);
  expectCopied(s, a, op_decl_dat(s, 1, "double", w, "b"));
  op_exit();
  op_exit();
  EXPECT_EQ(op_get_size(op_decl_set(3, "after")), 3);
  op_exit();
}

} // namespace
