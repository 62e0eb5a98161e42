// partitionOrdering(p, g) numbers a partition's parts in order and each
// part breadth first over its own edges, from the vertices next to earlier
// parts (issue #32): on a randomly numbered grid every vertex after a
// part's first follows one of its part's earlier vertices or an earlier
// part, gathers stay near, and the numbering is the same for any thread
// count. blockSetOrdering then numbers the data those elements reach in
// the order they first reach it.
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/stream_bandwidth.h"
#include "loom/reorder/orderings.h"
#include "loom/reorder/partition.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <random>
#include <vector>

using namespace loom::reorder;

namespace {

// The graph of a side x side grid's cells (4 neighbours) under a random
// numbering.
MeshGraph shuffledGrid(int side, std::vector<int> &label) {
  const int n = side * side;
  label.resize(n);
  std::iota(label.begin(), label.end(), 0);
  std::shuffle(label.begin(), label.end(), std::mt19937(11));
  std::vector<std::vector<int>> rows(n);
  for (int i = 0; i < side; ++i)
    for (int j = 0; j < side; ++j) {
      const int at[4][2] = {{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}};
      for (const auto &a : at)
        if (a[0] >= 0 && a[0] < side && a[1] >= 0 && a[1] < side)
          rows[label[i * side + j]].push_back(label[a[0] * side + a[1]]);
    }
  MeshGraph g;
  g.vertices = n;
  g.offsets.assign(1, 0);
  for (auto &row : rows) {
    std::sort(row.begin(), row.end());
    g.targets.insert(g.targets.end(), row.begin(), row.end());
    g.offsets.push_back(static_cast<int>(g.targets.size()));
  }
  return g;
}

// Parts of the grid: strips of `rows` grid rows, in grid order.
Partition strips(const std::vector<int> &label, int side, int rows) {
  Partition p;
  p.partOf.resize(label.size());
  for (int i = 0; i < side; ++i)
    for (int j = 0; j < side; ++j)
      p.partOf[label[i * side + j]] = i / rows;
  p.parts = (side + rows - 1) / rows;
  return p;
}

Permutation withThreads(int threads, const Partition &p, const MeshGraph &g) {
  static int count;
  count = threads;
  loom::setHostThreadsHook([] { return count; });
  Permutation order = partitionOrdering(p, g);
  loom::setHostThreadsHook(nullptr);
  return order;
}

} // namespace

TEST(PartitionOrdering, NumbersEachPartBreadthFirst) {
  const int side = 64, rows = 8;
  std::vector<int> label;
  const MeshGraph g = shuffledGrid(side, label);
  const Partition p = strips(label, side, rows);
  const Permutation newId = partitionOrdering(p, g);
  ASSERT_TRUE(isBijection(newId));
  const std::vector<int> offsets = partOffsets(p);
  for (int v = 0; v < g.vertices; ++v) {
    const int q = p.partOf[v];
    ASSERT_GE(newId[v], offsets[q]) << "vertex " << v;
    ASSERT_LT(newId[v], offsets[q + 1]) << "vertex " << v;
    // Every vertex but a part's sources follows a neighbour of its part;
    // a source (first in its part) touches an earlier part.
    bool follows = false, touchesEarlier = false;
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      const int t = g.targets[k];
      follows |= p.partOf[t] == q && newId[t] < newId[v];
      touchesEarlier |= p.partOf[t] < q;
    }
    EXPECT_TRUE(follows || touchesEarlier || newId[v] == offsets[q])
        << "vertex " << v << " numbered " << newId[v];
  }
  // In grid terms each strip after the first is numbered row by row from
  // the strip before it: a cell's neighbours lie within about two grid rows
  // of it, where the numbering by parts alone (ties in their random order)
  // scatters them over the strip. (The first strip is numbered from a far
  // cell, in diagonal fronts, so its last row spreads over the strip.)
  auto widest = [&](const Permutation &id) {
    int span = 0;
    for (int v = 0; v < g.vertices; ++v)
      for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k)
        if (p.partOf[v] > 0 && p.partOf[g.targets[k]] > 0)
          span = std::max(span, std::abs(id[v] - id[g.targets[k]]));
    return span;
  };
  EXPECT_LE(widest(newId), 2 * side + 2);
  EXPECT_GT(widest(partitionOrdering(p)), 4 * side);
}

TEST(PartitionOrdering, IsTheSameForAnyThreadCount) {
  const int side = 96;
  std::vector<int> label;
  const MeshGraph g = shuffledGrid(side, label);
  // Parts of 4 rows, one of them (part 5) cut in two pieces by giving a
  // middle row's cells to the next part: each piece is still numbered whole.
  Partition p = strips(label, side, 4);
  for (int j = 0; j < side; ++j)
    p.partOf[label[21 * side + j]] = 6;
  const Permutation one = withThreads(1, p, g);
  EXPECT_TRUE(isBijection(one));
  EXPECT_EQ(withThreads(2, p, g), one);
  EXPECT_EQ(withThreads(7, p, g), one);
}

TEST(PartitionOrdering, RejectsAPartitionOfAnotherGraph) {
  std::vector<int> label;
  const MeshGraph g = shuffledGrid(8, label);
  Partition p;
  p.partOf.assign(10, 0);
  p.parts = 1;
  EXPECT_THROW(partitionOrdering(p, g), loom::Error);
}

// Points reached by the same blocks follow the order in which the
// iteration elements first reach them (after the partition ordering
// renumbered those elements), not their own old numbers.
TEST(BlockSetOrdering, TiesFollowTheElementsFirstUse) {
  loom::Context ctx;
  op_set edges = ctx.declareSet(4, "edges");
  op_set cells = ctx.declareSet(6, "cells");
  // Block 0: edges 0 and 1 reach cells 5, 3, 4 (in that order); block 1:
  // edges 2 and 3 reach cells 2, 0, 1. No cell is shared.
  int rows[] = {5, 3, 3, 4, 2, 0, 0, 1};
  op_map edgeCells = ctx.declareMap(edges, cells, 2, rows, "edgeCells");
  const Permutation newId = blockSetOrdering(edgeCells, {0, 0, 1, 1});
  EXPECT_EQ(newId, (Permutation{4, 5, 3, 1, 2, 0}));
}
