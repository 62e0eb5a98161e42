#include "loom/reorder/orderings.h"

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/cuthill_mckee_ordering.hpp>

namespace loom::reorder {

Permutation rcmOrdering(const MeshGraph &g) {
  if (g.vertices == 0)
    return {};
  // The MeshGraph is symmetric CSR already: Boost's CSR graph takes it as
  // is (out-edges = neighbours), without a per-edge adjacency list.
  using Graph = boost::compressed_sparse_row_graph<boost::directedS>;
  std::vector<std::pair<int, int>> edges;
  edges.reserve(g.targets.size());
  for (int v = 0; v < g.vertices; ++v)
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k)
      edges.emplace_back(v, g.targets[k]);
  Graph graph(boost::edges_are_sorted, edges.begin(), edges.end(),
              static_cast<size_t>(g.vertices));
  std::vector<Graph::vertex_descriptor> order(g.vertices);
  // Reverse iterators give the reversed Cuthill-McKee order; Boost picks a
  // pseudo-peripheral start vertex in each connected component.
  boost::cuthill_mckee_ordering(graph, order.rbegin());
  std::vector<int> old(order.begin(), order.end());
  return permutationFromOrder(old);
}

} // namespace loom::reorder
