// loom_get_original_ids (loom/reorder/original_ids.h): after renumbering,
// each element's index at declaration, checked against an "id" dat that
// moved with the elements.
#include "airfoil_mesh.h"
#include "loom/core/error.h"
#include "loom/reorder/original_ids.h"
#include "loom/reorder/renumber.h"
#include "loom/reorder/reorder_mesh.h"
#include "op_seq.h"

#include <gtest/gtest.h>

#include <numeric>
#include <vector>

using namespace loom::reorder;

namespace {

std::vector<int> datValues(op_dat dat) {
  const int *values = reinterpret_cast<const int *>(dat->data);
  return std::vector<int>(values, values + dat->set->size);
}

} // namespace

TEST(OriginalIds, NeverRenumberedIsTheIdentity) {
  loom::Context ctx;
  op_set set = ctx.declareSet(4, "cells");
  EXPECT_EQ(originalIds(ctx, set), (std::vector<int>{0, 1, 2, 3}));
}

TEST(OriginalIds, TwoRenumberingsCompose) {
  loom::Context ctx;
  op_set set = ctx.declareSet(5, "nodes");
  op_set other = ctx.declareSet(2, "edges");
  std::vector<int> ids(5);
  std::iota(ids.begin(), ids.end(), 0);
  op_dat id = ctx.declareDat(set, 1, "int", sizeof(int), ids.data(), "id");
  loom::renumber(ctx, set, Permutation{4, 0, 3, 1, 2});
  EXPECT_EQ(originalIds(ctx, set), datValues(id));
  loom::renumber(ctx, set, Permutation{1, 2, 3, 4, 0});
  EXPECT_EQ(originalIds(ctx, set), datValues(id));
  EXPECT_EQ(originalIds(ctx, set), (std::vector<int>{0, 1, 3, 4, 2}));
  EXPECT_EQ(originalIds(ctx, other), (std::vector<int>{0, 1}));
}

TEST(OriginalIds, EverySetOfAWholeMeshReordering) {
  AirfoilMesh m = loadSmallAirfoilMesh();
  ReorderOptions options;
  reorderMesh(*m.ctx, m.pedge, Method::Rcm, options);
  for (op_set set : m.ctx->sets())
    EXPECT_EQ(originalIds(*m.ctx, set), datValues(idDat(*m.ctx, set)))
        << set->name;
}

TEST(OriginalIds, NullAndStaleSetsAreNamed) {
  loom::Context ctx;
  op_set set = ctx.declareSet(3, "cells");
  EXPECT_THROW(originalIds(ctx, nullptr), loom::Error);
  ctx.clear();
  try {
    originalIds(ctx, set);
    FAIL();
  } catch (const loom::Error &e) {
    EXPECT_NE(std::string(e.what()).find("'cells'"), std::string::npos)
        << e.what();
  }
}

TEST(OriginalIds, OpRenumberThroughTheOp2Api) {
  char arg0[] = "test";
  char *argv[] = {arg0, nullptr};
  op_init(1, argv, 0);
  // A path 0-1-2-3-4 declared out of order: RCM renumbers it.
  std::vector<int> edge_nodes{0, 3, 3, 1, 1, 4, 4, 2};
  std::vector<int> ids{0, 1, 2, 3, 4};
  op_set nodes = op_decl_set(5, "nodes");
  op_set edges = op_decl_set(4, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, edge_nodes.data(), "pedge");
  op_dat id = op_decl_dat(nodes, 1, "int", ids.data(), "id");
  op_renumber(pedge);
  std::vector<int> original(5), fetched(5);
  loom_get_original_ids(nodes, original.data());
  op_fetch_data(id, fetched.data());
  EXPECT_EQ(original, fetched);
  EXPECT_NE(original, ids); // it did renumber
  op_exit();
}

TEST(OriginalIdsDeathTest, NullSetIsOneErrorLine) {
  EXPECT_EXIT(loom_get_original_ids(nullptr, nullptr),
              ::testing::ExitedWithCode(1),
              "^loom: error: loom_get_original_ids: null set\n$");
}
