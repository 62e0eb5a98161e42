// Loop-level checks: arguments that do not fit the iteration set, and
// kernels that write an OP_READ global.
#include "loom/core/error.h"
#include "loom/core/loop_checks.h"
#include "loom/core/plan_failure.h"
#include "loom/loop_scope.h"
#include "op_seq.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace {

void readNode(const double *) {}
void readTwo(const double *, const double *) {}
void writeGlobal(const double *, double *g) { *g += 1.0; }

struct Mesh {
  op_set nodes, edges;
  op_map pedge;
  op_dat x;
  Mesh() {
    nodes = op_decl_set(3, "nodes");
    edges = op_decl_set(2, "edges");
    static int e2n[4] = {0, 1, 1, 2};
    pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
    static double xv[3] = {1, 2, 3};
    x = op_decl_dat(nodes, 1, "double", xv, "p_x");
  }
};

TEST(LoopErrors, CheckLoopArgsThrowsForDirectDatOnAnotherSet) {
  Mesh m;
  op_arg a = op_arg_dat(m.x, -1, OP_ID, 1, "double", OP_READ);
  try {
    loom::checkLoopArgs("scale", m.edges, &a, 1);
    FAIL() << "expected LoopError";
  } catch (const loom::LoopError &e) {
    EXPECT_STREQ(e.what(),
                 "op_par_loop 'scale': argument 0: OP_ID access to dat 'p_x' "
                 "on set 'nodes' but the loop iterates over set 'edges'");
  }
  op_exit();
}

TEST(LoopErrorsDeathTest, DirectDatOnAnotherSetExits) {
  EXPECT_EXIT(
      ([] {
        Mesh m;
        op_par_loop(readNode, "scale", m.edges,
                    op_arg_dat(m.x, -1, OP_ID, 1, "double", OP_READ));
      })(),
      ::testing::ExitedWithCode(1),
      "op_par_loop 'scale': argument 0: OP_ID access to dat 'p_x' on set "
      "'nodes' but the loop iterates over set 'edges'");
}

TEST(LoopErrorsDeathTest, ANullLoopNameIsOneLine) {
  EXPECT_EXIT(([] {
                Mesh m;
                op_par_loop(readNode, nullptr, m.nodes,
                            op_arg_dat(m.x, -1, OP_ID, 1, "double", OP_READ));
              })(),
              ::testing::ExitedWithCode(1),
              "^loom: error: loop_errors_test\\.cpp:[0-9]+: op_par_loop: the "
              "loop's name "
              "is a null pointer \\(write "
              "op_par_loop\\(kernel, \"name\", set, \\.\\.\\.\\)\\)\n$");
}

TEST(LoopErrorsDeathTest, ALineBreakInANameKeepsTheErrorOnOneLine) {
  EXPECT_EXIT(
      ([] {
        Mesh m;
        op_par_loop(readNode, "bad\nloop", m.edges,
                    op_arg_dat(m.x, -1, OP_ID, 1, "double", OP_READ));
      })(),
      ::testing::ExitedWithCode(1),
      "^loom: error: loop_errors_test\\.cpp:[0-9]+: op_par_loop 'bad loop': "
      "argument 0: OP_ID access to "
      "dat 'p_x' on set 'nodes' but the loop iterates over set 'edges'\n$");
}

TEST(LoopErrorsDeathTest, MapFromAnotherSetExits) {
  EXPECT_EXIT(
      ([] {
        Mesh m;
        op_par_loop(readTwo, "gather", m.nodes,
                    op_arg_dat(m.x, 0, m.pedge, 1, "double", OP_READ),
                    op_arg_dat(m.x, 1, m.pedge, 1, "double", OP_READ));
      })(),
      ::testing::ExitedWithCode(1),
      "op_par_loop 'gather': argument 0: map 'pedge' maps from set 'edges' "
      "but the loop iterates over set 'nodes'");
}

TEST(LoopErrorsDeathTest, WritingAReadOnlyGlobalExits) {
  EXPECT_EXIT(
      ([] {
        Mesh m;
        double g = 0;
        op_par_loop(writeGlobal, "sneaky", m.nodes,
                    op_arg_dat(m.x, -1, OP_ID, 1, "double", OP_READ),
                    op_arg_gbl(&g, 1, "double", OP_READ));
      })(),
      ::testing::ExitedWithCode(1),
      "op_par_loop 'sneaky': argument 1: the kernel wrote a global passed "
      "with OP_READ");
}

TEST(LoopErrors, ReadOnlyGlobalUnchangedPasses) {
  double g = 3;
  op_arg a = op_arg_gbl(&g, 1, "double", OP_READ);
  loom::ReadOnlyGlobals guard(&a, 1);
  EXPECT_NO_THROW(guard.verify("ok"));
  g = 4;
  EXPECT_THROW(guard.verify("ok"), loom::LoopError);
}

// A plan the loom::plan builders reject (past INT_MAX runs, say) stops the
// program with one line naming the call site and the loop, as the loop's
// own checks do; without a loop in progress, the loop alone.
TEST(LoopErrorsDeathTest, RejectedPlanNamesTheCallSite) {
  EXPECT_EXIT(
      ([] {
        Mesh m;
        op_arg a = op_arg_dat(m.x, 0, m.pedge, 1, "double", OP_INC);
        loom::LoopScope scope("flux", m.edges, &a, 1, "app.cpp:42");
        loom::buildPlanOrExit("flux", []() -> int {
          throw std::invalid_argument("loom::plan: too many runs");
        });
      })(),
      ::testing::ExitedWithCode(1),
      "loom: error: app.cpp:42: plan of loop 'flux': loom::plan: too many "
      "runs");
  EXPECT_EXIT(
      loom::buildPlanOrExit(
          "flux", []() -> int { throw std::invalid_argument("no plan"); }),
      ::testing::ExitedWithCode(1),
      "loom: error: plan of loop 'flux': no plan");
}

TEST(LoopErrors, CurrentLoopSiteIsTheOpenScopes) {
  Mesh m;
  EXPECT_EQ(loom::currentLoopSite(), nullptr);
  {
    loom::LoopScope scope("read", m.nodes, nullptr, 0, "app.cpp:7");
    EXPECT_STREQ(loom::currentLoopSite(), "app.cpp:7");
    EXPECT_EQ(loom::buildPlanOrExit("read", [] { return 5; }), 5);
  }
  EXPECT_EQ(loom::currentLoopSite(), nullptr);
}

} // namespace
