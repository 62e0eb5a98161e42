// Graphs are built by all threads, each over a range of vertices, then
// joined (issue #32): the graph is the same for any thread count, and each
// row is the sorted, distinct neighbours of its vertex.
#include "loom/core/context.h"
#include "loom/core/stream_bandwidth.h"
#include "loom/reorder/mesh_graph.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <vector>

using namespace loom::reorder;

namespace {

// A side x side grid of cells numbered at random; each cell points to its
// 4 neighbours (itself at the border) and each edge between two cells to
// both: a stencil map and an edge map, as tetfv and Airfoil have.
struct ShuffledGrid {
  loom::Context ctx;
  op_set cells = nullptr, edges = nullptr;
  op_map stencil = nullptr, edgeCells = nullptr;
  std::vector<int> stencilRows, edgeRows;
};

void buildGrid(ShuffledGrid &m, int side) {
  const int n = side * side;
  std::vector<int> label(n);
  std::iota(label.begin(), label.end(), 0);
  std::shuffle(label.begin(), label.end(), std::mt19937(5));
  m.stencilRows.resize(4 * static_cast<size_t>(n));
  for (int i = 0; i < side; ++i)
    for (int j = 0; j < side; ++j) {
      const int c = label[i * side + j];
      const int at[4][2] = {{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}};
      for (int s = 0; s < 4; ++s) {
        const bool inside = at[s][0] >= 0 && at[s][0] < side && at[s][1] >= 0 &&
                            at[s][1] < side;
        m.stencilRows[4 * static_cast<size_t>(c) + s] =
            inside ? label[at[s][0] * side + at[s][1]] : c;
      }
      if (j + 1 < side) {
        m.edgeRows.push_back(c);
        m.edgeRows.push_back(label[i * side + j + 1]);
      }
    }
  m.cells = m.ctx.declareSet(n, "cells");
  m.edges = m.ctx.declareSet(static_cast<int>(m.edgeRows.size() / 2), "edges");
  m.stencil =
      m.ctx.declareMap(m.cells, m.cells, 4, m.stencilRows.data(), "stencil");
  m.edgeCells =
      m.ctx.declareMap(m.edges, m.cells, 2, m.edgeRows.data(), "edgeCells");
}

MeshGraph withThreads(int threads, MeshGraph (*build)(ShuffledGrid &),
                      ShuffledGrid &m) {
  static int count;
  count = threads;
  loom::setHostThreadsHook([] { return count; });
  MeshGraph g = build(m);
  loom::setHostThreadsHook(nullptr);
  return g;
}

MeshGraph cellGraph(ShuffledGrid &m) {
  return iterationAdjacency(m.cells, {m.stencil});
}
MeshGraph edgeGraph(ShuffledGrid &m) {
  return iterationAdjacency(m.edges, {m.edgeCells});
}
MeshGraph nodeGraph(ShuffledGrid &m) { return targetAdjacency(m.edgeCells); }

} // namespace

TEST(ParallelGraph, IsTheSameForAnyThreadCount) {
  ShuffledGrid m;
  buildGrid(m, 600); // 360,000 cells: several ranges of vertices
  for (auto build : {cellGraph, edgeGraph, nodeGraph}) {
    const MeshGraph one = withThreads(1, build, m);
    for (int threads : {2, 3, 7}) {
      const MeshGraph many = withThreads(threads, build, m);
      EXPECT_EQ(many.vertices, one.vertices) << threads << " threads";
      EXPECT_EQ(many.offsets, one.offsets) << threads << " threads";
      EXPECT_EQ(many.targets, one.targets) << threads << " threads";
    }
  }
}

TEST(ParallelGraph, RowsAreTheSortedDistinctNeighbours) {
  ShuffledGrid m;
  buildGrid(m, 400);
  const MeshGraph g = withThreads(3, cellGraph, m);
  ASSERT_EQ(g.vertices, m.cells->size);
  for (int v = 0; v < g.vertices; ++v) {
    std::set<int> expected;
    for (int s = 0; s < 4; ++s)
      expected.insert(m.stencilRows[4 * static_cast<size_t>(v) + s]);
    expected.erase(v);
    std::vector<int> row(g.targets.begin() + g.offsets[v],
                         g.targets.begin() + g.offsets[v + 1]);
    // The grid's stencil is symmetric: v's users are its own neighbours.
    EXPECT_EQ(row, std::vector<int>(expected.begin(), expected.end()))
        << "vertex " << v;
    if (::testing::Test::HasFailure())
      break;
  }
}
