// Graphs of a map from a set to itself (a cell->cell stencil, tetfv's
// tet->tet map): each element is joined to the elements it points to, so a
// bipartite stencil does not fall apart into two halves, and RCM on a
// shuffled chain gives a banded numbering back.
#include "loom/core/context.h"
#include "loom/reorder/mesh_graph.h"
#include "loom/reorder/orderings.h"
#include "loom/reorder/permutation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <random>
#include <vector>

using namespace loom::reorder;

namespace {

// A chain 0 - 1 - ... - n-1 as an ELLPACK stencil of dim 2: each element
// points to its left and right neighbour, padded with itself at the ends.
// `label[i]` is the index element i is stored under.
std::vector<int> chainStencil(const std::vector<int> &label) {
  const int n = static_cast<int>(label.size());
  std::vector<int> rows(2 * static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    rows[2 * label[i]] = label[std::max(i - 1, 0)];
    rows[2 * label[i] + 1] = label[std::min(i + 1, n - 1)];
  }
  return rows;
}

bool joined(const MeshGraph &g, int u, int v) {
  return std::find(g.targets.begin() + g.offsets[u],
                   g.targets.begin() + g.offsets[u + 1],
                   v) != g.targets.begin() + g.offsets[u + 1];
}

} // namespace

TEST(SelfMapGraph, JoinsEachElementToItsStencil) {
  std::vector<int> identity(6);
  std::iota(identity.begin(), identity.end(), 0);
  const std::vector<int> rows = chainStencil(identity);
  loom::Context ctx;
  op_set cells = ctx.declareSet(6, "cells");
  op_map stencil = ctx.declareMap(cells, cells, 2, rows.data(), "stencil");
  for (const MeshGraph &g :
       {targetAdjacency(stencil), iterationAdjacency(cells, {stencil})}) {
    // The chain is bipartite: common neighbours alone join only elements
    // two apart (0-2, 1-3, ...); the stencil's own edges join 0-1, 1-2, ...
    for (int i = 0; i + 1 < 6; ++i) {
      EXPECT_TRUE(joined(g, i, i + 1)) << i;
      EXPECT_TRUE(joined(g, i + 1, i)) << i;
    }
    EXPECT_FALSE(joined(g, 0, 0));
  }
}

TEST(SelfMapGraph, RcmOnAShuffledChainIsBanded) {
  const int n = 2000;
  std::vector<int> label(n);
  std::iota(label.begin(), label.end(), 0);
  std::mt19937 rng(7);
  std::shuffle(label.begin(), label.end(), rng);
  const std::vector<int> rows = chainStencil(label);
  loom::Context ctx;
  op_set cells = ctx.declareSet(n, "cells");
  op_map stencil = ctx.declareMap(cells, cells, 2, rows.data(), "stencil");
  // The stencil's own bandwidth: how far apart an element and the elements
  // it reads are stored.
  auto stencilBandwidth = [&](const Permutation &p) {
    int band = 0;
    for (int e = 0; e < n; ++e)
      for (int k = 0; k < 2; ++k)
        band = std::max(band, std::abs(p[e] - p[rows[2 * e + k]]));
    return band;
  };
  Permutation identity(n);
  std::iota(identity.begin(), identity.end(), 0);
  ASSERT_GT(stencilBandwidth(identity), n / 2);
  // Without the stencil's own edges the graph is two chains (even and odd
  // positions), numbered one after the other: every read would be ~n/2 away.
  const Permutation p = rcmOrdering(targetAdjacency(stencil));
  EXPECT_LE(stencilBandwidth(p), 2);
}

// A stencil's graphs hold its own edges only (issue #32): for a 5-point
// stencil on an nx x ny grid, exactly the grid's edges, not the cells two
// steps apart that share a neighbour (the iteration graph's square, about
// four times the edges for tets).
TEST(SelfMapGraph, HoldsTheStencilsOwnEdgesOnly) {
  const int nx = 7, ny = 5, n = nx * ny;
  std::vector<int> rows(4 * static_cast<size_t>(n));
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x) {
      const int c = y * nx + x;
      rows[4 * c] = x > 0 ? c - 1 : c; // padded with the cell itself
      rows[4 * c + 1] = x + 1 < nx ? c + 1 : c;
      rows[4 * c + 2] = y > 0 ? c - nx : c;
      rows[4 * c + 3] = y + 1 < ny ? c + nx : c;
    }
  loom::Context ctx;
  op_set cells = ctx.declareSet(n, "cells");
  op_map stencil = ctx.declareMap(cells, cells, 4, rows.data(), "stencil");
  for (const MeshGraph &g :
       {targetAdjacency(stencil), iterationAdjacency(cells, {stencil})}) {
    EXPECT_EQ(g.edgeCount(), 2LL * nx * ny - nx - ny);
    for (int c = 0; c < n; ++c)
      for (int k = g.offsets[c]; k < g.offsets[c + 1]; ++k) {
        const int d = g.targets[k];
        EXPECT_EQ(std::abs(c % nx - d % nx) + std::abs(c / nx - d / nx), 1)
            << c << " joined to " << d;
      }
  }
}

// A one-way stencil (each element reads the next) is joined both ways.
TEST(SelfMapGraph, JoinsAOneWayStencilBothWays) {
  const int n = 5;
  std::vector<int> next(n);
  for (int i = 0; i < n; ++i)
    next[i] = (i + 1) % n;
  loom::Context ctx;
  op_set cells = ctx.declareSet(n, "cells");
  op_map stencil = ctx.declareMap(cells, cells, 1, next.data(), "next");
  const MeshGraph g = iterationAdjacency(cells, {stencil});
  EXPECT_EQ(g.edgeCount(), n);
  for (int i = 0; i < n; ++i) {
    EXPECT_TRUE(joined(g, i, next[i])) << i;
    EXPECT_TRUE(joined(g, next[i], i)) << i;
  }
}
