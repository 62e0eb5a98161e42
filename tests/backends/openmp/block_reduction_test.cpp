// The openmp backend's per-block partials of a global reduction, combined in
// block order: every reduction type OP2 allows, bool included (whose
// std::vector has no data() to hand out partials from).
#include "loom/backend/openmp/block_reduction.h"

#include <gtest/gtest.h>

namespace loom::openmp {
namespace {

TEST(BlockReduction, BoolAnyAndAll) {
  bool any = false, all = true, inc = false;
  op_arg maxArg = op_arg_gbl(&any, 1, "bool", OP_MAX);
  op_arg minArg = op_arg_gbl(&all, 1, "bool", OP_MIN);
  op_arg incArg = op_arg_gbl(&inc, 1, "bool", OP_INC);
  BlockReduction<bool> max(maxArg, 3), min(minArg, 3), sum(incArg, 3);
  *max.partial(1) = true;
  *min.partial(2) = false;
  *sum.partial(0) = true;
  max.combine();
  min.combine();
  sum.combine();
  EXPECT_TRUE(any);
  EXPECT_FALSE(all);
  EXPECT_TRUE(inc);
}

TEST(BlockReduction, NumbersInBlockOrder) {
  double total[2] = {1, 10};
  int smallest = 7;
  op_arg incArg = op_arg_gbl(total, 2, "double", OP_INC);
  op_arg minArg = op_arg_gbl(&smallest, 1, "int", OP_MIN);
  BlockReduction<double> sum(incArg, 2);
  BlockReduction<int> min(minArg, 2);
  sum.partial(0)[0] = 0.5;
  sum.partial(1)[1] = 2;
  *min.partial(1) = 3;
  sum.combine();
  min.combine();
  EXPECT_EQ(total[0], 1.5);
  EXPECT_EQ(total[1], 12);
  EXPECT_EQ(smallest, 3);
}

} // namespace
} // namespace loom::openmp
