// runtime/distributed/ownership: the graph of a map's to-set, block and
// scattered parts, and the owners deriveOwners gives every set.
#include "small_meshes.h"

#include "loom/core/error.h"
#include "loom/distributed/ownership.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace dist = loom::distributed;
using namespace loom_test;

namespace {

// 4 cells in a row (cell c has nodes c, c + 1, c + 6, c + 5 of a 5 x 2 row
// of nodes) joined by 3 interior edges (edge i between cells i and i + 1,
// nodes i + 1 and i + 6): sets nodes, edges, cells; maps pedge, pecell,
// pcell. The corner nodes 0, 4, 5, 9 are on no interior edge.
dist::GlobalMesh rowOfFourCells() {
  dist::GlobalMesh mesh;
  mesh.setNames = {"nodes", "edges", "cells"};
  mesh.setSizes = {10, 3, 4};
  mesh.maps = {
      {"pedge", 1, 0, 2, {1, 6, 2, 7, 3, 8}},
      {"pecell", 1, 2, 2, {0, 1, 1, 2, 2, 3}},
      {"pcell", 2, 0, 4, {0, 1, 6, 5, 1, 2, 7, 6, 2, 3, 8, 7, 3, 4, 9, 8}}};
  return mesh;
}

} // namespace

TEST(TargetGraph, RowOfCellsJoinedByEdgesIsExact) {
  const dist::Graph g = dist::targetGraph(lineMesh(4), 0);
  EXPECT_EQ(g.vertices(), 4);
  EXPECT_EQ(g.offsets, (std::vector<int>{0, 1, 3, 5, 6}));
  EXPECT_EQ(g.targets, (std::vector<int>{1, 0, 2, 1, 3, 2}));
}

TEST(TargetGraph, RepeatedPairsAndSelfEntriesAreDropped) {
  // Edges (0, 1), (1, 0), (1, 2) and a degenerate edge (2, 2).
  dist::GlobalMesh mesh;
  mesh.setNames = {"cells", "edges"};
  mesh.setSizes = {3, 4};
  mesh.maps = {{"pecell", 1, 0, 2, {0, 1, 1, 0, 1, 2, 2, 2}}};
  const dist::Graph g = dist::targetGraph(mesh, 0);
  EXPECT_EQ(g.offsets, (std::vector<int>{0, 1, 3, 4}));
  EXPECT_EQ(g.targets, (std::vector<int>{1, 0, 2, 1}));
}

TEST(TargetGraph, SelfMapJoinsEachElementToItsTargets) {
  // cells -> cells, dim 1: 0 -> 1, 1 -> 2, 2 -> 3, 3 -> 3 (itself: no edge).
  dist::GlobalMesh mesh;
  mesh.setNames = {"cells"};
  mesh.setSizes = {4};
  mesh.maps = {{"next", 0, 0, 1, {1, 2, 3, 3}}};
  const dist::Graph g = dist::targetGraph(mesh, 0);
  EXPECT_EQ(g.offsets, (std::vector<int>{0, 1, 3, 5, 6}));
  EXPECT_EQ(g.targets, (std::vector<int>{1, 0, 2, 1, 3, 2}));
}

TEST(TargetGraph, QuadGridCellsHaveTheirGridNeighbours) {
  const int nx = 8, ny = 6;
  const dist::Graph g = dist::targetGraph(quadGridMesh(nx, ny), kPecell);
  ASSERT_EQ(g.vertices(), nx * ny);
  EXPECT_EQ(g.targets.size(), 2u * quadGridEdges(nx, ny));
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      std::vector<int> expected;
      const int c = j * nx + i;
      if (j > 0)
        expected.push_back(c - nx);
      if (i > 0)
        expected.push_back(c - 1);
      if (i + 1 < nx)
        expected.push_back(c + 1);
      if (j + 1 < ny)
        expected.push_back(c + nx);
      EXPECT_EQ(std::vector<int>(g.targets.begin() + g.offsets[c],
                                 g.targets.begin() + g.offsets[c + 1]),
                expected)
          << "cell " << c;
    }
}

TEST(BlockParts, ContiguousRangesOfEvenSizes) {
  EXPECT_EQ(dist::blockParts(10, 3),
            (std::vector<int>{0, 0, 0, 1, 1, 1, 2, 2, 2, 2}));
  EXPECT_EQ(dist::blockParts(4, 1), (std::vector<int>{0, 0, 0, 0}));
  EXPECT_TRUE(dist::blockParts(0, 3).empty());
  for (int size : {1, 7, 100, 1001})
    for (int parts : {1, 2, 3, 7, 16}) {
      const std::vector<int> p = dist::blockParts(size, parts);
      ASSERT_EQ(static_cast<int>(p.size()), size);
      EXPECT_TRUE(std::is_sorted(p.begin(), p.end()));
      for (int q = 0; q < parts; ++q) {
        const auto n = std::count(p.begin(), p.end(), q);
        EXPECT_GE(n, size / parts) << size << " into " << parts;
        EXPECT_LE(n, size / parts + 1) << size << " into " << parts;
      }
    }
}

TEST(ScatteredParts, InRangeDeterministicAndSpread) {
  const int size = 1000, parts = 7;
  const std::vector<int> p = dist::scatteredParts(size, parts);
  ASSERT_EQ(static_cast<int>(p.size()), size);
  EXPECT_EQ(p, dist::scatteredParts(size, parts));
  for (int q = 0; q < parts; ++q) {
    const auto n = std::count(p.begin(), p.end(), q);
    EXPECT_GT(n, size / parts * 7 / 10) << "part " << q;
    EXPECT_LT(n, size / parts * 13 / 10) << "part " << q;
  }
  EXPECT_TRUE(std::all_of(p.begin(), p.end(),
                          [&](int q) { return q >= 0 && q < parts; }));
  // Neither blocks nor a pattern in the index: consecutive elements share
  // a part about as often as random parts would (1 / parts of the time).
  for (int nparts : {2, 4, 7, 16}) {
    const int n = 10000;
    const std::vector<int> q = dist::scatteredParts(n, nparts);
    int same = 0;
    for (int i = 1; i < n; ++i)
      same += q[i] == q[i - 1];
    EXPECT_NEAR(static_cast<double>(same) / (n - 1), 1.0 / nparts, 0.02)
        << nparts << " parts";
  }
  // A prefix of a larger set is scattered the same way.
  const std::vector<int> longer = dist::scatteredParts(2 * size, parts);
  EXPECT_TRUE(std::equal(p.begin(), p.end(), longer.begin()));
}

TEST(DeriveOwners, PartitionedSetKeepsItsParts) {
  const std::vector<int> parts = {1, 0, 1, 0};
  const dist::Owners o = dist::deriveOwners(rowOfFourCells(), 2, parts, 2);
  ASSERT_EQ(o.size(), 3u);
  EXPECT_EQ(o[2], parts);
}

TEST(DeriveOwners, EdgesTakeTheMajorityOwnerOfTheirCells) {
  // Two cells each: a tie, so the first cell's owner.
  const dist::Owners o =
      dist::deriveOwners(rowOfFourCells(), 2, {0, 1, 1, 0}, 2);
  EXPECT_EQ(o[1], (std::vector<int>{0, 1, 1}));
  // Three cells per face: the owner two of them have, wherever it is.
  dist::GlobalMesh mesh;
  mesh.setNames = {"cells", "faces"};
  mesh.setSizes = {3, 4};
  mesh.maps = {{"faces", 1, 0, 3, {0, 1, 2, 1, 2, 0, 2, 1, 0, 0, 0, 0}}};
  const dist::Owners f = dist::deriveOwners(mesh, 0, {2, 0, 0}, 3);
  EXPECT_EQ(f[1], (std::vector<int>{0, 0, 0, 2}));
  const dist::Owners all3 = dist::deriveOwners(mesh, 0, {2, 1, 0}, 3);
  EXPECT_EQ(all3[1], (std::vector<int>{2, 1, 0, 2})); // ties: first
}

TEST(DeriveOwners, EdgesOfTheQuadGridGoWithOneOfTheirCells) {
  const dist::GlobalMesh mesh = quadGridMesh(8, 6);
  const std::vector<int> parts = dist::scatteredParts(48, 3);
  const dist::Owners o = dist::deriveOwners(mesh, kCells, parts, 3);
  const std::vector<int> &ecell = mesh.maps[kPecell].entries;
  for (int e = 0; e < mesh.setSizes[kEdges]; ++e)
    EXPECT_EQ(o[kEdges][e], parts[ecell[2 * e]]) << "edge " << e;
  for (int b = 0; b < mesh.setSizes[kBedges]; ++b)
    EXPECT_EQ(o[kBedges][b], parts[mesh.maps[kPbecell].entries[b]]);
}

TEST(DeriveOwners, NodesTakeTheOwnerOfTheLowestNumberedCellReachingThem) {
  // Only cells -> nodes.
  dist::GlobalMesh mesh = rowOfFourCells();
  mesh.maps.erase(mesh.maps.begin(), mesh.maps.begin() + 2);
  const dist::Owners o = dist::deriveOwners(mesh, 2, {0, 1, 1, 0}, 2);
  EXPECT_EQ(o[0], (std::vector<int>{0, 0, 1, 1, 0, 0, 0, 1, 1, 0}));
}

TEST(DeriveOwners, NodesTakeTheOwnerOfTheLowestNumberedEdgeReachingThem) {
  // Interior nodes 1..3, 6..8 are on edges; edges (0, 0, 1) from cells
  // (0, 0, 1, 1) by majority, ties to the first cell.
  const dist::Owners o =
      dist::deriveOwners(rowOfFourCells(), 2, {0, 0, 1, 1}, 2);
  EXPECT_EQ(o[1], (std::vector<int>{0, 0, 1}));
  for (int n : {1, 2, 6, 7})
    EXPECT_EQ(o[0][n], 0) << "node " << n;
  for (int n : {3, 8})
    EXPECT_EQ(o[0][n], 1) << "node " << n;
}

TEST(DeriveOwners, NodesNoEdgeReachesGoWithACellThatDoes) {
  // The corner nodes are on no interior edge, only in cells: each takes the
  // owner of the cell it belongs to, not a block part.
  const dist::Owners o =
      dist::deriveOwners(rowOfFourCells(), 2, {0, 0, 1, 1}, 2);
  EXPECT_EQ(o[0][0], 0);
  EXPECT_EQ(o[0][5], 0);
  EXPECT_EQ(o[0][4], 1);
  EXPECT_EQ(o[0][9], 1);
}

TEST(DeriveOwners, EveryQuadGridNodeIsOwnedByTheOwnerOfOneOfItsCells) {
  const dist::GlobalMesh mesh = quadGridMesh(8, 6);
  for (int nparts : {2, 3, 4}) {
    const dist::Owners o = dist::deriveOwners(
        mesh, kCells, dist::scatteredParts(48, nparts), nparts);
    std::vector<bool> ok(mesh.setSizes[kNodes], false);
    const std::vector<int> &cellNodes = mesh.maps[kPcell].entries;
    for (int c = 0; c < mesh.setSizes[kCells]; ++c)
      for (int k = 0; k < 4; ++k)
        if (o[kNodes][cellNodes[4 * c + k]] == o[kCells][c])
          ok[cellNodes[4 * c + k]] = true;
    for (int n = 0; n < mesh.setSizes[kNodes]; ++n)
      EXPECT_TRUE(ok[n]) << "node " << n << ", " << nparts << " parts";
  }
}

TEST(DeriveOwners, UnconnectedSetsGetBlockParts) {
  dist::GlobalMesh mesh = rowOfFourCells();
  mesh.setNames.push_back("globals");
  mesh.setSizes.push_back(7);
  const dist::Owners o = dist::deriveOwners(mesh, 2, {0, 1, 2, 0}, 3);
  ASSERT_EQ(o.size(), 4u);
  EXPECT_EQ(o[3], dist::blockParts(7, 3));
  // Every set has an owner for every element, inside the parts.
  for (size_t s = 0; s < o.size(); ++s) {
    ASSERT_EQ(static_cast<int>(o[s].size()), mesh.setSizes[s]);
    for (int p : o[s])
      EXPECT_TRUE(p >= 0 && p < 3) << mesh.setNames[s];
  }
}

TEST(DeriveOwners, BadPartsThrow) {
  const dist::GlobalMesh mesh = rowOfFourCells();
  EXPECT_THROW(dist::deriveOwners(mesh, 2, {0, 1, 0}, 2), loom::Error);
  EXPECT_THROW(dist::deriveOwners(mesh, 2, {0, 1, 0, 1, 0}, 2), loom::Error);
  EXPECT_THROW(dist::deriveOwners(mesh, 2, {0, 1, 2, 1}, 2), loom::Error);
  EXPECT_THROW(dist::deriveOwners(mesh, 2, {0, -1, 0, 1}, 2), loom::Error);
  EXPECT_THROW(dist::deriveOwners(mesh, 3, {0, 1, 0, 1}, 2), loom::Error);
  EXPECT_THROW(dist::deriveOwners(mesh, -1, {0, 1, 0, 1}, 2), loom::Error);
}

TEST(DeriveOwners, EmptySetsGetOwnersToo) {
  // An Airfoil without boundary edges: an empty from-set and an empty
  // to-set reached from owned elements.
  dist::GlobalMesh mesh = rowOfFourCells();
  mesh.setNames.insert(mesh.setNames.end(), {"bedges", "marks"});
  mesh.setSizes.insert(mesh.setSizes.end(), {0, 0});
  mesh.maps.push_back({"pbecell", 3, 2, 1, {}});
  mesh.maps.push_back({"pbedge", 3, 0, 2, {}});
  mesh.maps.push_back({"pmark", 3, 4, 1, {}});
  const dist::Owners o = dist::deriveOwners(mesh, 2, {0, 0, 1, 1}, 2);
  ASSERT_EQ(o.size(), 5u);
  EXPECT_TRUE(o[3].empty());
  EXPECT_TRUE(o[4].empty());
  EXPECT_EQ(o[1], (std::vector<int>{0, 0, 1}));
  // An empty partitioned set.
  dist::GlobalMesh none = lineMesh(1);
  const dist::Owners n = dist::deriveOwners(none, 1, {}, 2);
  EXPECT_EQ(n[0], dist::blockParts(1, 2));
  EXPECT_TRUE(n[1].empty());
}
