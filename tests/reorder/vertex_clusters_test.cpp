// The first level of a two-level partition works on clusters of
// neighbouring vertices (issue #32): each cluster is connected and no
// larger than asked, the weights count its vertices and the fine edges
// between clusters, and the clustered graph is symmetric.
#include "airfoil_mesh.h"
#include "loom/core/error.h"
#include "vertex_clusters.h"

#include <gtest/gtest.h>

#include <map>
#include <numeric>
#include <utility>
#include <vector>

using namespace loom::reorder;

namespace {

// Vertices of cluster `c` reached from `seed` through edges inside it.
int reachedInside(const MeshGraph &g, const std::vector<int> &clusterOf, int c,
                  int seed) {
  std::vector<int> queue{seed};
  std::vector<bool> seen(g.vertices, false);
  seen[seed] = true;
  for (size_t head = 0; head < queue.size(); ++head)
    for (int k = g.offsets[queue[head]]; k < g.offsets[queue[head] + 1]; ++k) {
      const int u = g.targets[k];
      if (clusterOf[u] == c && !seen[u]) {
        seen[u] = true;
        queue.push_back(u);
      }
    }
  return static_cast<int>(queue.size());
}

} // namespace

class Clusters : public ::testing::TestWithParam<int> {};

TEST_P(Clusters, AreConnectedSmallAndCountedByTheirWeights) {
  const int size = GetParam();
  AirfoilMesh m = loadSmallAirfoilMesh();
  const MeshGraph g = iterationAdjacency(m.edges, {m.pedge, m.pecell});
  const ClusteredGraph c = clusterVertices(g, size);
  const int clusters = c.graph.vertices;
  ASSERT_EQ(static_cast<int>(c.clusterOf.size()), g.vertices);
  ASSERT_EQ(static_cast<int>(c.weight.size()), clusters);
  ASSERT_EQ(c.edgeWeight.size(), c.graph.targets.size());
  // Every vertex in a cluster; each cluster's weight is its size, at most
  // `size`, and all of it reachable from its first vertex inside it.
  std::vector<int> count(clusters, 0), first(clusters, -1);
  for (int v = 0; v < g.vertices; ++v) {
    const int q = c.clusterOf[v];
    ASSERT_GE(q, 0);
    ASSERT_LT(q, clusters);
    if (count[q]++ == 0)
      first[q] = v;
  }
  for (int q = 0; q < clusters; ++q) {
    EXPECT_EQ(c.weight[q], count[q]) << "cluster " << q;
    EXPECT_LE(count[q], size) << "cluster " << q;
    EXPECT_EQ(reachedInside(g, c.clusterOf, q, first[q]), count[q])
        << "cluster " << q << " is not connected";
  }
  // Fewer clusters than vertices: most clusters are full on a mesh.
  if (size > 1) {
    EXPECT_LT(clusters, g.vertices * 2 / size + g.vertices / 10);
  }
  // Edge weights: the fine edges between two clusters, the same both ways;
  // no cluster is joined to itself.
  std::map<std::pair<int, int>, int> fine;
  for (int v = 0; v < g.vertices; ++v)
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      const int a = c.clusterOf[v], b = c.clusterOf[g.targets[k]];
      if (a != b)
        ++fine[{a, b}];
    }
  std::map<std::pair<int, int>, int> coarse;
  for (int a = 0; a < clusters; ++a)
    for (int k = c.graph.offsets[a]; k < c.graph.offsets[a + 1]; ++k) {
      EXPECT_NE(c.graph.targets[k], a);
      EXPECT_TRUE(
          coarse.emplace(std::pair{a, c.graph.targets[k]}, c.edgeWeight[k])
              .second)
          << "edge " << a << "-" << c.graph.targets[k] << " twice";
    }
  EXPECT_EQ(coarse, fine);
}

INSTANTIATE_TEST_SUITE_P(Sizes, Clusters, ::testing::Values(1, 2, 8, 64));

TEST(Clusters, SizeBelowOneIsRefused) {
  MeshGraph g;
  EXPECT_THROW(clusterVertices(g, 0), loom::Error);
}
