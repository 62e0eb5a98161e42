// Loop arguments added for OP2 compatibility, through the header-only
// op_par_loop: op_arg_info, op_opt_arg_gbl, OP_WORK, op_decl_const2 and user
// type consts, op_opt_arg_dat with an inactive indirect argument.
#include "op_seq.h"

#include <gtest/gtest.h>

#include <cfloat>

namespace {

class Op2Arguments : public ::testing::Test {
protected:
  void SetUp() override { op_init(0, nullptr, 0); }
  void TearDown() override { op_exit(); }
};

void argMax(const double *v, const int *n, double *best, int *loc) {
  if (*v > *best) {
    *best = *v;
    *loc = *n;
  }
}

TEST_F(Op2Arguments, InfoFollowsTheWinningElement) {
  double v[6] = {1, 7, 3, 7, -2, 5};
  op_set s = op_decl_set(6, "s");
  op_dat d = op_decl_dat(s, 1, "double", v, "v");
  double best = -DBL_MAX;
  int loc = -1;
  op_arg info = op_arg_info(&loc, 1, "int", 2);
  EXPECT_EQ(info.argtype, OP_ARG_INFO);
  EXPECT_EQ(static_cast<int>(info.acc), 2) << "ref kept in acc, as OP2";
  op_par_loop(
      argMax, "argMax", s, op_arg_dat(d, -1, OP_ID, 1, "double", OP_READ),
      op_arg_idx(-1, OP_ID), op_arg_gbl(&best, 1, "double", OP_MAX), info);
  EXPECT_EQ(best, 7);
  EXPECT_EQ(loc, 1) << "first winner in element order";
}

TEST_F(Op2Arguments, InfoMustReferToAMinOrMaxGlobal) {
  double v[2] = {1, 2};
  op_set s = op_decl_set(2, "s");
  op_dat d = op_decl_dat(s, 1, "double", v, "v");
  double best = 0;
  int loc = 0;
  EXPECT_EXIT(op_par_loop(argMax, "argMax", s,
                          op_arg_dat(d, -1, OP_ID, 1, "double", OP_READ),
                          op_arg_idx(-1, OP_ID),
                          op_arg_gbl(&best, 1, "double", OP_INC),
                          op_arg_info(&loc, 1, "int", 2)),
              ::testing::ExitedWithCode(1),
              "op_par_loop 'argMax': argument 3: op_arg_info refers to "
              "argument 2, which is not an op_arg_gbl with OP_MIN or OP_MAX");
  // What op_arg_info rejects is reported by the loop, which names itself.
  EXPECT_EXIT(op_par_loop(argMax, "argMax", s,
                          op_arg_dat(d, -1, OP_ID, 1, "double", OP_READ),
                          op_arg_idx(-1, OP_ID),
                          op_arg_gbl(&best, 1, "double", OP_MAX),
                          op_arg_info(&loc, 1, "int", -1)),
              ::testing::ExitedWithCode(1),
              "op_par_loop 'argMax': argument 3: op_arg_info\\(\"int\"\\): "
              "reference -1 must be");
  EXPECT_EXIT(op_arg_info(&loc, 1, "double", 0), ::testing::ExitedWithCode(1),
              "op_arg_info: type \"double\" does not match");
}

void optSum(const double *v, const int *flag, double *sum) {
  if (*flag)
    *sum += *v;
}

TEST_F(Op2Arguments, OptionalGlobal) {
  double v[3] = {1, 2, 4};
  op_set s = op_decl_set(3, "s");
  op_dat d = op_decl_dat(s, 1, "double", v, "v");
  for (int flag = 0; flag <= 1; ++flag) {
    double sum = 0.5;
    op_arg a = op_opt_arg_gbl(flag, &sum, 1, "double", OP_INC);
    EXPECT_EQ(a.opt, flag);
    op_par_loop(optSum, "optSum", s,
                op_arg_dat(d, -1, OP_ID, 1, "double", OP_READ),
                op_arg_gbl(&flag, 1, "int", OP_READ), a);
    EXPECT_EQ(sum, flag ? 7.5 : 0.5);
  }
  double *none = nullptr;
  EXPECT_EQ(op_opt_arg_gbl(1, none, 1, "double", OP_INC).opt, 0)
      << "null data makes the argument inactive, as in OP2";
}

void touch(double *g) { (void)g; }

TEST_F(Op2Arguments, GblAccessModesAndWorkRejection) {
  double g = 0;
  for (op_access acc : {OP_READ, OP_WRITE, OP_RW, OP_INC, OP_MIN, OP_MAX})
    EXPECT_EQ(op_arg_gbl(&g, 1, "double", acc).acc, acc);
  // Reported by the loop, which names itself and the argument.
  op_set s = op_decl_set(1, "s");
  EXPECT_EXIT(
      op_par_loop(touch, "touch", s, op_arg_gbl(&g, 1, "double", OP_WORK)),
      ::testing::ExitedWithCode(1),
      "op_par_loop 'touch': argument 0: op_arg_gbl\\(\"double\"\\): "
      "access mode OP_WORK is not supported by Loom");
}

void copyIndirect(const double *src, double *dst) {
  if (src)
    *dst = *src;
  else
    *dst = -1;
}

TEST_F(Op2Arguments, InactiveIndirectDatGetsNull) {
  op_set a = op_decl_set(2, "a");
  int m[2] = {1, 0};
  op_map map = op_decl_map(a, a, 1, m, "m");
  double x[2] = {10, 20}, y[2] = {0, 0};
  op_dat dx = op_decl_dat(a, 1, "double", x, "x");
  op_dat dy = op_decl_dat(a, 1, "double", y, "y");
  op_arg off = op_opt_arg_dat(0, dx, 0, map, 1, "double", OP_READ);
  EXPECT_EQ(off.map_data, map->map) << "the map stays usable";
  op_par_loop(copyIndirect, "copyIndirect", a, off,
              op_arg_dat(dy, -1, OP_ID, 1, "double", OP_WRITE));
  op_fetch_data(dy, y);
  EXPECT_EQ(y[0], -1);
  op_par_loop(copyIndirect, "copyIndirect", a,
              op_opt_arg_dat(1, dx, 0, map, 1, "double", OP_READ),
              op_arg_dat(dy, -1, OP_ID, 1, "double", OP_WRITE));
  op_fetch_data(dy, y);
  EXPECT_EQ(y[0], 20);
  EXPECT_EQ(y[1], 10);
}

struct Material {
  double rho;
  int id;
};

TEST_F(Op2Arguments, ConstsOfArraysAndUserTypes) {
  double arr[4] = {1, 2, 3, 4};
  Material mat{1.5, 3};
  int n = 7;
  op_decl_const(4, "double", arr);
  op_decl_const(1, "Material", &mat);
  op_decl_const2("n", 1, "int", &n);
  EXPECT_EXIT(op_decl_const2("n", 1, "double", &n),
              ::testing::ExitedWithCode(1),
              "n: type \"double\" does not match the data's C\\+\\+ type int");
  EXPECT_EXIT(op_decl_const(1, "double", &mat), ::testing::ExitedWithCode(1),
              "names a built-in type but the data is a user type");
}

} // namespace

namespace {

void scaleBy(const double *factor, double *v) { *v *= *factor; }

// OP2 accepts `const T *` for declared data, constants and globals; Loom too,
// and a const global cannot be handed to a kernel that writes it.
TEST_F(Op2Arguments, ConstUserData) {
  static const double values[3] = {1, 2, 3};
  static const int pairs[6] = {0, 1, 1, 2, 2, 0};
  static const double factor = 2;
  op_set s = op_decl_set(3, "s");
  op_map m = op_decl_map(s, s, 2, pairs, "m");
  op_dat d = op_decl_dat(s, 1, "double", values, "d");
  op_decl_const(1, "double", &factor);
  op_decl_const2("factor", 1, "double", &factor);
  op_par_loop(scaleBy, "scaleBy", s, op_arg_gbl(&factor, 1, "double", OP_READ),
              op_arg_dat(d, -1, OP_ID, 1, "double", OP_RW));
  double out[3];
  op_fetch_data(d, out);
  EXPECT_EQ(out[0], 2);
  EXPECT_EQ(out[2], 6);
  EXPECT_EQ(m->map[5], 0);
  EXPECT_EXIT(op_arg_gbl(&factor, 1, "double", OP_INC),
              ::testing::ExitedWithCode(1),
              "^loom: error: op_arg_gbl: data given as a const pointer cannot "
              "be written, but the access is OP_INC");
  EXPECT_EXIT(op_opt_arg_gbl(1, &factor, 1, "double", OP_MAX),
              ::testing::ExitedWithCode(1),
              "op_opt_arg_gbl: data given as a const pointer cannot be "
              "written, but the access is OP_MAX");
}

} // namespace
