#include "vertex_clusters.h"

#include "loom/core/error.h"
#include "loom/core/stream_bandwidth.h"

#include <algorithm>
#include <string>

namespace loom::reorder {

ClusteredGraph clusterVertices(const MeshGraph &g, int size) {
  if (size < 1)
    throw Error("clusterVertices: cluster size " + std::to_string(size) +
                " must be at least 1");
  const int n = g.vertices;
  ClusteredGraph c;
  c.clusterOf.assign(static_cast<size_t>(n), -1);
  // Breadth-first from each vertex not yet taken. A cluster's members are
  // consecutive in `members`, in the order they joined it.
  std::vector<int> members, start(1, 0);
  members.reserve(static_cast<size_t>(n));
  for (int seed = 0; seed < n; ++seed) {
    if (c.clusterOf[seed] >= 0)
      continue;
    const int cluster = static_cast<int>(start.size()) - 1;
    const size_t first = members.size();
    const size_t last = first + static_cast<size_t>(size);
    members.push_back(seed);
    c.clusterOf[seed] = cluster;
    for (size_t head = first; head < members.size() && members.size() < last;
         ++head) {
      const int v = members[head];
      for (int k = g.offsets[v]; k < g.offsets[v + 1] && members.size() < last;
           ++k) {
        const int u = g.targets[k];
        if (c.clusterOf[u] < 0) {
          c.clusterOf[u] = cluster;
          members.push_back(u);
        }
      }
    }
    start.push_back(static_cast<int>(members.size()));
  }
  const int clusters = static_cast<int>(start.size()) - 1;
  c.weight.resize(static_cast<size_t>(clusters));
  for (int a = 0; a < clusters; ++a)
    c.weight[a] = start[a + 1] - start[a];
  // Each cluster's neighbour clusters with the fine edges to them: rows
  // built in parallel over ranges of clusters (a slot per cluster, reset
  // after each row), then joined in order, so the graph is the same for any
  // thread count.
  c.graph.vertices = clusters;
  c.graph.offsets.assign(static_cast<size_t>(clusters) + 1, 0);
  const int ranges = std::max(1, std::min(hostThreads(), clusters / 4096));
  std::vector<std::vector<int>> targets(ranges), weights(ranges);
#pragma omp parallel for num_threads(ranges) schedule(static, 1)
  for (int r = 0; r < ranges; ++r) {
    const int lo =
        static_cast<int>(static_cast<long long>(clusters) * r / ranges);
    const int hi =
        static_cast<int>(static_cast<long long>(clusters) * (r + 1) / ranges);
    std::vector<int> slot(static_cast<size_t>(clusters), -1);
    std::vector<int> &to = targets[r], &w = weights[r];
    for (int a = lo; a < hi; ++a) {
      const size_t rowStart = to.size();
      for (int i = start[a]; i < start[a + 1]; ++i) {
        const int v = members[i];
        for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
          const int b = c.clusterOf[g.targets[k]];
          if (b == a)
            continue;
          if (slot[b] < 0) {
            slot[b] = static_cast<int>(to.size());
            to.push_back(b);
            w.push_back(0);
          }
          ++w[slot[b]];
        }
      }
      for (size_t k = rowStart; k < to.size(); ++k)
        slot[to[k]] = -1;
      // Row lengths now; offsets once the ranges are joined.
      c.graph.offsets[a + 1] = static_cast<int>(to.size() - rowStart);
    }
  }
  for (int a = 0; a < clusters; ++a)
    c.graph.offsets[a + 1] += c.graph.offsets[a];
  c.graph.targets.reserve(static_cast<size_t>(c.graph.offsets[clusters]));
  c.edgeWeight.reserve(c.graph.targets.capacity());
  for (int r = 0; r < ranges; ++r) {
    c.graph.targets.insert(c.graph.targets.end(), targets[r].begin(),
                           targets[r].end());
    c.edgeWeight.insert(c.edgeWeight.end(), weights[r].begin(),
                        weights[r].end());
  }
  return c;
}

} // namespace loom::reorder
