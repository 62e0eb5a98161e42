// The header-only op_par_loop: what each kind of argument passes to the
// kernel, element by element, in order.
#include "loom/core/context.h"
#include "op_seq.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace {

class SeqParLoop : public ::testing::Test {
protected:
  void SetUp() override {
    op_init(0, nullptr, 0);
    nodes = op_decl_set(4, "nodes");
    edges = op_decl_set(3, "edges");
    int e2n[6] = {0, 1, 1, 2, 2, 3};
    pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
    double xv[4] = {1, 2, 4, 8};
    x = op_decl_dat(nodes, 1, "double", xv, "p_x");
    double zero[4] = {};
    acc = op_decl_dat(nodes, 1, "double", zero, "p_acc");
  }
  void TearDown() override { op_exit(); }
  std::vector<double> fetch(op_dat d) {
    std::vector<double> out(d->set->size * d->dim);
    op_fetch_data(d, out.data());
    return out;
  }
  op_set nodes, edges;
  op_map pedge;
  op_dat x, acc;
};

void scale(double *v) { *v *= 2; }
void spread(const double *a, const double *b, double *ra, double *rb) {
  *ra += *b;
  *rb += *a;
}
void gatherVector(const double **v, double *out) { *out = *v[0] + *v[1]; }
void recordIndex(const int *n, const int *m, double *out) {
  *out = 100 * *n + *m;
}
void reduce(const double *v, double *sum, double *lo, double *hi) {
  *sum += *v;
  *lo = std::min(*lo, *v);
  *hi = std::max(*hi, *v);
}

TEST_F(SeqParLoop, DirectWrite) {
  op_par_loop(scale, "scale", nodes,
              op_arg_dat(x, -1, OP_ID, 1, "double", OP_RW));
  EXPECT_EQ(fetch(x), (std::vector<double>{2, 4, 8, 16}));
}

TEST_F(SeqParLoop, IndirectIncrement) {
  op_par_loop(spread, "spread", edges,
              op_arg_dat(x, 0, pedge, 1, "double", OP_READ),
              op_arg_dat(x, 1, pedge, 1, "double", OP_READ),
              op_arg_dat(acc, 0, pedge, 1, "double", OP_INC),
              op_arg_dat(acc, 1, pedge, 1, "double", OP_INC));
  EXPECT_EQ(fetch(acc), (std::vector<double>{2, 1 + 4, 2 + 8, 4}));
}

TEST_F(SeqParLoop, VectorArgumentPassesAllSlots) {
  std::vector<double> zero(3, 0.0);
  op_dat out = op_decl_dat(edges, 1, "double", zero.data(), "out");
  op_par_loop(gatherVector, "gather", edges,
              op_arg_dat(x, -2, pedge, 1, "double", OP_READ),
              op_arg_dat(out, -1, OP_ID, 1, "double", OP_WRITE));
  EXPECT_EQ(fetch(out), (std::vector<double>{3, 6, 12}));
}

TEST_F(SeqParLoop, IdxArgumentsPassElementAndMappedIndex) {
  std::vector<double> zero(3, 0.0);
  op_dat out = op_decl_dat(edges, 1, "double", zero.data(), "out");
  op_par_loop(recordIndex, "index", edges, op_arg_idx(-1, OP_ID),
              op_arg_idx(1, pedge),
              op_arg_dat(out, -1, OP_ID, 1, "double", OP_WRITE));
  EXPECT_EQ(fetch(out), (std::vector<double>{1, 102, 203}));
}

TEST_F(SeqParLoop, GlobalReductions) {
  double sum = 0, lo = 1e9, hi = -1e9;
  op_par_loop(reduce, "reduce", nodes,
              op_arg_dat(x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&sum, 1, "double", OP_INC),
              op_arg_gbl(&lo, 1, "double", OP_MIN),
              op_arg_gbl(&hi, 1, "double", OP_MAX));
  EXPECT_EQ(sum, 15);
  EXPECT_EQ(lo, 1);
  EXPECT_EQ(hi, 8);
}

TEST_F(SeqParLoop, InactiveOptionalArgumentPassesNull) {
  bool sawNull = false;
  static bool *flag;
  flag = &sawNull;
  auto kernel = +[](const double *v) { *flag = (v == nullptr); };
  op_par_loop(kernel, "opt", nodes,
              op_opt_arg_dat(0, x, -1, OP_ID, 1, "double", OP_READ));
  EXPECT_TRUE(sawNull);
}

TEST_F(SeqParLoop, RecordsCallsForTimingOutput) {
  for (int i = 0; i < 3; ++i)
    op_par_loop(scale, "scale", nodes,
                op_arg_dat(x, -1, OP_ID, 1, "double", OP_RW));
  auto &stats = loom::context().loopStats().entries();
  ASSERT_EQ(stats.count("scale"), 1u);
  EXPECT_EQ(stats.at("scale").calls, 3);
  EXPECT_GT(stats.at("scale").bytes, 0);
}

} // namespace
