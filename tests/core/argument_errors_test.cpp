// op_arg_* checks: dim, type, map slot, access mode, null data.
#include "loom/core/arguments.h"
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/loop_checks.h"
#include "loom/loop_scope.h"
#include "op_lib_cpp.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

using loom::ArgumentError;

struct Mesh {
  loom::Context ctx;
  op_set nodes = ctx.declareSet(3, "nodes");
  op_set edges = ctx.declareSet(2, "edges");
  std::vector<int> e2n = {0, 1, 1, 2};
  op_map pedge = ctx.declareMap(edges, nodes, 2, e2n.data(), "pedge");
  std::vector<double> xv = std::vector<double>(6, 1.0);
  op_dat x = ctx.declareDat(nodes, 2, "double", 8, xv.data(), "p_x");
};

std::string messageOf(const std::function<void()> &f) {
  try {
    f();
  } catch (const ArgumentError &e) {
    return e.what();
  }
  ADD_FAILURE() << "expected ArgumentError";
  return {};
}

// A dim or type mismatch is kept in the op_arg (its layout unchanged) and
// reported by the loop, which knows its name.
std::string loopMessageOf(op_set set, const op_arg &arg) {
  try {
    loom::checkLoopArgs("res_calc", set, &arg, 1);
  } catch (const loom::LoopError &e) {
    return e.what();
  }
  ADD_FAILURE() << "expected LoopError";
  return {};
}

TEST(ArgumentErrors, DimMismatchIsReportedByTheLoop) {
  Mesh m;
  op_arg arg = loom::datArg(m.x, 0, m.pedge, 3, "double", OP_READ);
  EXPECT_EQ(arg.dim, 3);
  EXPECT_EQ(loopMessageOf(m.edges, arg),
            "op_par_loop 'res_calc': argument 0 (dat 'p_x'): dim 3 given, dat "
            "has dim 2");
}

TEST(ArgumentErrors, TypeMismatchIsReportedByTheLoop) {
  Mesh m;
  op_arg arg = loom::datArg(m.x, 0, m.pedge, 2, std::string("float"), OP_READ);
  EXPECT_EQ(loopMessageOf(m.edges, arg),
            "op_par_loop 'res_calc': argument 0 (dat 'p_x'): type \"float\" "
            "given, dat has type \"double\"");
}

TEST(ArgumentErrors, SoaSuffixIsTheSameType) {
  Mesh m;
  EXPECT_NO_THROW(loom::datArg(m.x, 0, m.pedge, 2, "double:soa", OP_READ));
}

TEST(ArgumentErrors, IdxOutsideMapDim) {
  Mesh m;
  EXPECT_EQ(
      messageOf([&] { loom::datArg(m.x, 2, m.pedge, 2, "double", OP_READ); }),
      "op_arg_dat(p_x): idx 2 is outside map 'pedge' of dim 2");
}

TEST(ArgumentErrors, VectorIdxMustCoverTheWholeMap) {
  Mesh m;
  EXPECT_NO_THROW(loom::datArg(m.x, -2, m.pedge, 2, "double", OP_READ));
  auto msg =
      messageOf([&] { loom::datArg(m.x, -3, m.pedge, 2, "double", OP_READ); });
  EXPECT_NE(msg.find("idx -3 is outside map 'pedge'"), std::string::npos);
}

TEST(ArgumentErrors, DirectAccessNeedsIdxMinusOne) {
  Mesh m;
  EXPECT_EQ(
      messageOf([&] { loom::datArg(m.x, 0, OP_ID, 2, "double", OP_READ); }),
      "op_arg_dat(p_x): OP_ID access needs idx -1, got 0");
}

TEST(ArgumentErrors, MapToSetMustBeTheDatsSet) {
  Mesh m;
  std::vector<double> ev(2, 0.0);
  op_dat onEdges = m.ctx.declareDat(m.edges, 1, "double", 8, ev.data(), "w");
  EXPECT_EQ(messageOf([&] {
              loom::datArg(onEdges, 0, m.pedge, 1, "double", OP_READ);
            }),
            "op_arg_dat(w): map 'pedge' maps to set 'nodes' but the dat is "
            "on set 'edges'");
}

TEST(ArgumentErrors, MinMaxOnlyForGlobals) {
  Mesh m;
  auto msg =
      messageOf([&] { loom::datArg(m.x, -1, OP_ID, 2, "double", OP_MAX); });
  EXPECT_EQ(msg, "op_arg_dat(p_x): access mode OP_MAX is only allowed for "
                 "op_arg_gbl");
}

TEST(ArgumentErrors, InvalidAccessMode) {
  Mesh m;
  auto msg = messageOf([&] {
    loom::datArg(m.x, -1, OP_ID, 2, "double", static_cast<op_access>(42));
  });
  EXPECT_EQ(msg, "op_arg_dat(p_x): invalid access mode 42");
}

TEST(ArgumentErrors, NullDat) {
  EXPECT_EQ(messageOf([&] {
              loom::datArg(nullptr, -1, OP_ID, 1, "double", OP_READ);
            }),
            "op_arg_dat: null dat");
}

TEST(ArgumentErrors, GlobalWithNullData) {
  EXPECT_EQ(messageOf([&] { loom::gblArg(nullptr, 1, "double", 8, OP_INC); }),
            "op_arg_gbl(\"double\"): null data");
}

TEST(ArgumentErrors, GlobalTypeSizeMismatch) {
  float f = 0;
  EXPECT_EQ(messageOf([&] {
              loom::gblArg(reinterpret_cast<char *>(&f), 1, "double", 4,
                           OP_INC);
            }),
            "op_arg_gbl(\"double\"): type has 8 bytes but the data has 4");
}

TEST(ArgumentErrors, IdxArgOutsideMap) {
  Mesh m;
  EXPECT_EQ(messageOf([&] { loom::idxArg(5, m.pedge); }),
            "op_arg_idx: idx 5 is outside map 'pedge' of dim 2");
}

TEST(ArgumentErrorsDeathTest, Op2ArgDimMismatchExits) {
  EXPECT_EXIT(
      ([] {
        op_set s = op_decl_set(2, "cells");
        double v[4] = {};
        op_dat q = op_decl_dat(s, 2, "double", v, "p_q");
        op_arg a = op_arg_dat(q, -1, OP_ID, 4, "double", OP_READ);
        loom::LoopScope scope("update", s, &a, 1, "app.cpp:42");
      })(),
      ::testing::ExitedWithCode(1),
      "loom: error: app.cpp:42: op_par_loop 'update': argument 0 \\(dat "
      "'p_q'\\): dim 4 given, dat has dim 2");
}

TEST(ArgumentErrorsDeathTest, Op2GblTypeNotMatchingCxxType) {
  EXPECT_EXIT(([] {
                double rms = 0;
                op_arg_gbl(&rms, 1, "float", OP_INC);
              })(),
              ::testing::ExitedWithCode(1),
              "type \"float\" does not match the data's C\\+\\+ type double");
}

} // namespace
