// Every declaration check: the C++ API throws a typed error naming the object
// and the bad value; the OP2 API prints that line and exits with status 1.
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "op_lib_cpp.h"

#include <gtest/gtest.h>

#include <climits>
#include <vector>

namespace {

using loom::Context;
using loom::DeclarationError;
using loom::MapRangeError;

template <typename E, typename F> std::string messageOf(F &&f) {
  try {
    f();
  } catch (const E &e) {
    return e.what();
  }
  ADD_FAILURE() << "expected an exception";
  return {};
}

TEST(DeclarationErrors, NegativeSetSize) {
  Context ctx;
  auto msg = messageOf<DeclarationError>([&] { ctx.declareSet(-5, "cells"); });
  EXPECT_EQ(msg, "set 'cells': negative size -5");
}

TEST(DeclarationErrors, MapEntryOutOfRangeNamesMapElementSlotAndValue) {
  Context ctx;
  op_set edges = ctx.declareSet(3, "edges");
  op_set nodes = ctx.declareSet(4, "nodes");
  std::vector<int> m = {0, 1, 1, 2, 2, 7};
  auto msg = messageOf<MapRangeError>(
      [&] { ctx.declareMap(edges, nodes, 2, m.data(), "pedge"); });
  EXPECT_EQ(msg, "map 'pedge': element 2 slot 1 = 7 is out of range of set "
                 "'nodes' [0, 4)");
}

TEST(DeclarationErrors, NegativeMapEntry) {
  Context ctx;
  op_set a = ctx.declareSet(2, "a");
  std::vector<int> m = {0, -1};
  auto msg =
      messageOf<MapRangeError>([&] { ctx.declareMap(a, a, 1, m.data(), "m"); });
  EXPECT_NE(msg.find("element 1 slot 0 = -1"), std::string::npos) << msg;
}

TEST(DeclarationErrors, MapDimMustBePositive) {
  Context ctx;
  op_set a = ctx.declareSet(2, "a");
  int m[2] = {0, 1};
  auto msg =
      messageOf<DeclarationError>([&] { ctx.declareMap(a, a, 0, m, "m0"); });
  EXPECT_EQ(msg, "map 'm0': dim 0 must be positive");
}

TEST(DeclarationErrors, MapWithNullData) {
  Context ctx;
  op_set a = ctx.declareSet(2, "a");
  auto msg = messageOf<DeclarationError>(
      [&] { ctx.declareMap(a, a, 2, nullptr, "pcell"); });
  EXPECT_EQ(msg, "map 'pcell': null data for 4 entries");
}

TEST(DeclarationErrors, MapOverflowingIndexRange) {
  Context ctx;
  op_set big = ctx.declareSet(INT_MAX / 2, "big");
  int dummy = 0;
  auto msg = messageOf<DeclarationError>(
      [&] { ctx.declareMap(big, big, 4, &dummy, "huge"); });
  EXPECT_NE(msg.find("overflow the 32-bit index range"), std::string::npos)
      << msg;
}

TEST(DeclarationErrors, DatWithNullDataIsZeroFilledAsInOp2) {
  Context ctx;
  op_set cells = ctx.declareSet(10, "cells");
  op_dat d = ctx.declareDat(cells, 4, "double", 8, nullptr, "p_q");
  const double *values = reinterpret_cast<const double *>(d->data);
  for (int i = 0; i < 40; ++i)
    EXPECT_EQ(values[i], 0.0) << i;
}

TEST(DeclarationErrors, DatDimMustBePositive) {
  Context ctx;
  op_set cells = ctx.declareSet(1, "cells");
  double v = 0;
  auto msg = messageOf<DeclarationError>(
      [&] { ctx.declareDat(cells, -2, "double", 8, &v, "p_q"); });
  EXPECT_EQ(msg, "dat 'p_q': dim -2 must be positive");
}

TEST(DeclarationErrors, DatOverflowingElementSize) {
  Context ctx;
  op_set cells = ctx.declareSet(1, "cells");
  double v = 0;
  auto msg = messageOf<DeclarationError>(
      [&] { ctx.declareDat(cells, INT_MAX, "double", 8, &v, "wide"); });
  EXPECT_NE(msg.find("overflows"), std::string::npos) << msg;
}

TEST(DeclarationErrors, DatTypeSizeMismatch) {
  Context ctx;
  op_set cells = ctx.declareSet(1, "cells");
  double v = 0;
  auto msg = messageOf<DeclarationError>(
      [&] { ctx.declareDat(cells, 1, "float", 8, &v, "p_f"); });
  EXPECT_EQ(msg, "dat 'p_f': type \"float\" has 4 bytes but 8 were given");
}

TEST(DeclarationErrors, DatCopiesUserData) {
  Context ctx;
  op_set cells = ctx.declareSet(2, "cells");
  std::vector<double> v = {1, 2, 3, 4};
  op_dat d = ctx.declareDat(cells, 2, "double", 8, v.data(), "p");
  v[0] = 99;
  EXPECT_EQ(reinterpret_cast<double *>(d->data)[0], 1.0);
  EXPECT_EQ(d->size, 16);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(d->data) % 64, 0u);
}

TEST(DeclarationErrors, TemporaryStartsZeroedAndIsFreed) {
  Context ctx;
  op_set cells = ctx.declareSet(3, "cells");
  op_dat t = ctx.declareDat(cells, 2, "double", 8, nullptr, "tmp", true);
  for (int i = 0; i < 6; ++i)
    EXPECT_EQ(reinterpret_cast<double *>(t->data)[i], 0.0);
  EXPECT_EQ(ctx.dats().size(), 1u);
  ctx.freeTemporary(t);
  EXPECT_TRUE(ctx.dats().empty());
}

TEST(DeclarationErrors, FreeingANonTemporaryIsRejected) {
  Context ctx;
  op_set cells = ctx.declareSet(1, "cells");
  double v = 0;
  op_dat d = ctx.declareDat(cells, 1, "double", 8, &v, "p");
  auto msg = messageOf<DeclarationError>([&] { ctx.freeTemporary(d); });
  EXPECT_EQ(msg, "dat 'p' is not a temporary (op_decl_dat_temp)");
}

TEST(DeclarationErrors, ConstNeedsDataAndPositiveDim) {
  Context ctx;
  double g = 0;
  EXPECT_THROW(ctx.declareConst(0, "double", 8, &g), DeclarationError);
  EXPECT_THROW(ctx.declareConst(1, "double", 8, nullptr), DeclarationError);
  ctx.declareConst(1, "double", 8, &g);
  EXPECT_EQ(ctx.consts().size(), 1u);
}

// The OP2 API ends the program with the same one-line message.
using DeclarationErrorsDeathTest = ::testing::Test;

TEST(DeclarationErrorsDeathTest, Op2MapOutOfRangeExits) {
  EXPECT_EXIT(
      ([] {
        op_set e = op_decl_set(1, "edges");
        op_set n = op_decl_set(2, "nodes");
        int m[2] = {0, 2};
        op_decl_map(e, n, 2, m, "pedge");
      })(),
      ::testing::ExitedWithCode(1),
      "loom: error: map 'pedge': element 0 slot 1 = 2 is out of range of "
      "set 'nodes' \\[0, 2\\)");
}

TEST(DeclarationErrorsDeathTest, Op2DatTypeNotMatchingCxxType) {
  EXPECT_EXIT(
      ([] {
        op_set s = op_decl_set(1, "cells");
        double v = 0;
        op_decl_dat(s, 1, "int", &v, "p_q");
      })(),
      ::testing::ExitedWithCode(1),
      "loom: error: p_q: type \"int\" does not match the data's C\\+\\+ type "
      "double");
}

TEST(DeclarationErrorsDeathTest, Op2NegativeSetSizeExits) {
  EXPECT_EXIT(op_decl_set(-1, "cells"), ::testing::ExitedWithCode(1),
              "set 'cells': negative size -1");
}

// A null name is named as such (before: "declared with an empty name"), an
// empty one as empty.
TEST(DeclarationErrorsDeathTest, Op2NullOrEmptyNames) {
  EXPECT_EXIT(op_decl_set(2, nullptr), ::testing::ExitedWithCode(1),
              "^loom: error: set declared with a null name\n$");
  EXPECT_EXIT(op_decl_set(2, ""), ::testing::ExitedWithCode(1),
              "^loom: error: set declared with an empty name\n$");
  EXPECT_EXIT(([] {
                op_set s = op_decl_set(2, "cells");
                int m[2] = {0, 1};
                op_decl_map(s, s, 1, m, nullptr);
              })(),
              ::testing::ExitedWithCode(1),
              "^loom: error: map declared with a null name\n$");
  EXPECT_EXIT(([] {
                op_set s = op_decl_set(2, "cells");
                double v[2] = {};
                op_decl_dat_char(s, 1, "double", sizeof(double),
                                 reinterpret_cast<char *>(v), nullptr);
              })(),
              ::testing::ExitedWithCode(1),
              "^loom: error: dat declared with a null name\n$");
  EXPECT_EXIT(([] {
                op_set s = op_decl_set(2, "cells");
                op_decl_dat_temp_char(s, 1, "double", sizeof(double), nullptr);
              })(),
              ::testing::ExitedWithCode(1),
              "^loom: error: dat declared with a null name\n$");
}

} // namespace
