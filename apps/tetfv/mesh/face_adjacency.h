// Face adjacency of a tetrahedral mesh: two tets are neighbours when they
// share a face (three nodes). Used for gmsh meshes and the structured box.
#pragma once

#include "tet_graph.h"

#include <string>
#include <vector>

namespace tetfv {

// tets: 4 node indices per tet; nodes: 3 coordinates per node (may be empty,
// then only the topology is checked). Throws std::invalid_argument naming
// `meshName` and the tet on a degenerate tet (repeated node or zero volume)
// and on a non-manifold face (shared by three or more tets).
TetGraph faceAdjacency(const std::vector<int> &tets,
                       const std::vector<double> &nodes,
                       const std::string &meshName);

} // namespace tetfv
