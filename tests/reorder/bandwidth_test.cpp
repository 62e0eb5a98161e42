// RCM on a randomly permuted structured mesh brings the bandwidth back
// within 2x of the structured numbering's; GPS reduces it too.
#include "loom/core/context.h"
#include "loom/reorder/mesh_graph.h"
#include "loom/reorder/orderings.h"
#include "loom/reorder/renumber.h"

#include <gtest/gtest.h>

using namespace loom::reorder;

namespace {

// An nx x ny grid of nodes, row by row, joined by its horizontal and
// vertical edges.
op_map structuredEdges(loom::Context &ctx, int nx, int ny) {
  op_set nodes = ctx.declareSet(nx * ny, "nodes");
  std::vector<int> e;
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      if (i + 1 < nx)
        e.insert(e.end(), {j * nx + i, j * nx + i + 1});
      if (j + 1 < ny)
        e.insert(e.end(), {j * nx + i, (j + 1) * nx + i});
    }
  op_set edges = ctx.declareSet(static_cast<int>(e.size() / 2), "edges");
  return ctx.declareMap(edges, nodes, 2, e.data(), "pedge");
}

} // namespace

TEST(Bandwidth, RcmRecoversAStructuredMesh) {
  loom::Context ctx;
  op_map pedge = structuredEdges(ctx, 40, 25);
  const long long structured = graphBandwidth(targetAdjacency(pedge));
  EXPECT_EQ(structured, 40);
  loom::renumber(ctx, pedge->to, randomPermutation(pedge->to->size, 11));
  MeshGraph g = targetAdjacency(pedge);
  const long long shuffled = graphBandwidth(g);
  EXPECT_GT(shuffled, 10 * structured);
  const long long rcm = graphBandwidth(g, rcmOrdering(g));
  EXPECT_LE(rcm, 2 * structured);
  EXPECT_LT(graphProfile(g, rcmOrdering(g)), graphProfile(g) / 5);
  EXPECT_LE(graphBandwidth(g, gpsOrdering(g)), 2 * structured);
}
