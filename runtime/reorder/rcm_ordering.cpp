#include "loom/reorder/orderings.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/cuthill_mckee_ordering.hpp>

namespace loom::reorder {

Permutation rcmOrdering(const MeshGraph &g) {
  using Graph =
      boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  Graph graph(g.vertices);
  for (int v = 0; v < g.vertices; ++v)
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k)
      if (v < g.targets[k])
        boost::add_edge(v, g.targets[k], graph);
  std::vector<Graph::vertex_descriptor> order(g.vertices);
  // Reverse iterators give the reversed Cuthill-McKee order; Boost picks a
  // pseudo-peripheral start vertex in each connected component.
  boost::cuthill_mckee_ordering(graph, order.rbegin());
  std::vector<int> old(order.begin(), order.end());
  return permutationFromOrder(old);
}

} // namespace loom::reorder
