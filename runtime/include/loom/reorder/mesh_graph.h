// MeshGraph: an undirected graph in compressed-row form over the elements of
// one set, built from maps; the input of every ordering method.
#pragma once

#include "loom/core/op2_types.h"

#include <vector>

namespace loom::reorder {

struct MeshGraph {
  int vertices = 0;
  std::vector<int> offsets; // vertices + 1 entries
  std::vector<int>
      targets; // neighbours of v: targets[offsets[v]..offsets[v+1])
  long long edgeCount() const {
    return static_cast<long long>(targets.size()) / 2;
  }
};

// The elements of map->to, joined when one element of map->from points to
// both (nodes joined by edges or cells). For a map from a set to itself (a
// cell->cell stencil such as tetfv's tet->tet map) the graph of the stencil
// itself: each element joined to the elements it points to and to those
// that point to it.
MeshGraph targetAdjacency(op_map map);
// The elements of `set`, joined when they reach the same element of a
// target set through any of `maps` (all from `set`): a loop's iteration
// elements that share data. Through a map from `set` to itself only the
// stencil's own edges are taken (each element joined to the elements it
// points to and to those that point to it), not elements with a common
// neighbour: that graph is the square of the stencil's, with about four
// times the edges for tets (issue #32), and a partition of the stencil
// graph cuts about as few edges of its square (docs/reordering.md).
MeshGraph iterationAdjacency(op_set set, const std::vector<op_map> &maps);

// Bandwidth max |p(u) - p(v)| and profile sum over v of
// (p(v) - min neighbour p(u), when smaller) of the graph's edges under the
// numbering newIndex (identity when empty).
long long graphBandwidth(const MeshGraph &g,
                         const std::vector<int> &newIndex = {});
long long graphProfile(const MeshGraph &g,
                       const std::vector<int> &newIndex = {});

} // namespace loom::reorder
