#include "loom/core/error.h"
#include "loom/reorder/orderings.h"

#include <cstdint>
#include <cstdio>
// scotch.h needs <stdio.h> (FILE) first.
#include <scotch.h>

namespace loom::reorder {

namespace {

struct ScotchGraph {
  SCOTCH_Graph graph;
  ScotchGraph() { SCOTCH_graphInit(&graph); }
  ~ScotchGraph() { SCOTCH_graphExit(&graph); }
};
struct ScotchStrategy {
  SCOTCH_Strat strat;
  ScotchStrategy() { SCOTCH_stratInit(&strat); }
  ~ScotchStrategy() { SCOTCH_stratExit(&strat); }
};

} // namespace

Permutation gpsOrdering(const MeshGraph &g) {
  if (g.vertices == 0)
    return {};
  std::vector<SCOTCH_Num> offsets(g.offsets.begin(), g.offsets.end());
  std::vector<SCOTCH_Num> targets(g.targets.begin(), g.targets.end());
  if (targets.empty())
    targets.push_back(0); // Scotch wants a valid pointer
  ScotchGraph graph;
  if (SCOTCH_graphBuild(&graph.graph, 0, g.vertices, offsets.data(), nullptr,
                        nullptr, nullptr,
                        static_cast<SCOTCH_Num>(g.targets.size()),
                        targets.data(), nullptr) != 0)
    throw Error("gps ordering: Scotch rejected the graph of " +
                std::to_string(g.vertices) + " vertices");
  ScotchStrategy strategy;
  if (SCOTCH_stratGraphOrder(&strategy.strat, "g") != 0)
    throw Error("gps ordering: Scotch rejected the strategy 'g'");
  std::vector<SCOTCH_Num> permtab(g.vertices), peritab(g.vertices);
  if (SCOTCH_graphOrder(&graph.graph, &strategy.strat, permtab.data(),
                        peritab.data(), nullptr, nullptr, nullptr) != 0)
    throw Error("gps ordering: Scotch failed on a graph of " +
                std::to_string(g.vertices) + " vertices");
  // permtab[old] = new.
  return Permutation(permtab.begin(), permtab.end());
}

} // namespace loom::reorder
