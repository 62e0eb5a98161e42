// The ordering methods. Each returns a Permutation (newIndex[old]) of the
// graph's vertices or of a set's elements; none changes the mesh.
#pragma once

#include "loom/core/op2_types.h"
#include "loom/reorder/mesh_graph.h"
#include "loom/reorder/permutation.h"

#include <vector>

namespace loom::reorder {

// Reverse Cuthill-McKee (Boost.Graph's cuthill_mckee_ordering, reversed),
// one pseudo-peripheral start per connected component.
Permutation rcmOrdering(const MeshGraph &g);

// Gibbs-Poole-Stockmeyer through Scotch's graph ordering strategy "g".
Permutation gpsOrdering(const MeshGraph &g);

// The elements of `map->from` sorted lexicographically by the (sorted)
// indices they reach through `map`; ties keep their order.
Permutation lexicographicOrdering(op_map map);

// The points of map->to sorted by the number
// of distinct blocks (blockOf[element of map->from]) that reach them, then
// lexicographically by those block ids (Sulyok et al.'s "reorder the
// indirect data based on the thread blocks"), points reached by the same
// blocks in the order map->from's elements first reach them (so a block's
// points follow its elements' order; points no element reaches last).
Permutation blockSetOrdering(op_map map, const std::vector<int> &blockOf);

} // namespace loom::reorder
