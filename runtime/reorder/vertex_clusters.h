// A graph made smaller by joining neighbouring vertices into clusters: the
// input of the first level of a two-level partition (partition.cpp), where
// METIS only needs large parts and most of its time on the whole graph goes
// on coarsening it. Private to runtime/reorder.
#pragma once

#include "loom/reorder/mesh_graph.h"

#include <vector>

namespace loom::reorder {

struct ClusteredGraph {
  std::vector<int> clusterOf;  // cluster of each vertex of the fine graph
  MeshGraph graph;             // one vertex per cluster
  std::vector<int> weight;     // fine vertices in each cluster
  std::vector<int> edgeWeight; // fine edges behind each edge of graph
};

// Clusters of at most `size` vertices (size >= 1), each grown breadth-first
// from its lowest-numbered vertex over vertices not yet in a cluster, so
// that a cluster is connected and compact. Two clusters are joined when a
// fine edge joins them, with that many fine edges as the edge's weight.
// O(vertices + edges); the same clusters for the same graph.
ClusteredGraph clusterVertices(const MeshGraph &g, int size);

} // namespace loom::reorder
