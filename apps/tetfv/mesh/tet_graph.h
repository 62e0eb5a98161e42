// The tet->tet adjacency of a cell-centred finite-volume scheme on
// tetrahedra, ELLPACK style: exactly four neighbour slots per tet, one per
// face; a boundary face's slot holds the tet itself (so x(l) - x(i) is zero).
// Shared by the generators, the gmsh face-adjacency builder and the tetfv
// application (library tetfv_mesh).
#pragma once

#include <vector>

namespace tetfv {

struct TetGraph {
  int numTets = 0;
  std::vector<int> neighbours; // 4 per tet, 0-based, padded with the tet
};

// An interior face: the two tets that share it.
struct TetFaces {
  std::vector<int> cells; // 2 per face, cells[2f] < cells[2f+1]
  int numFaces() const { return static_cast<int>(cells.size() / 2); }
};

// Throws std::invalid_argument if the graph is not symmetric (j in l(i) and
// i in l(j) for every non-padded slot, each pair once): the face-based loop
// needs a graph that comes from shared faces.
TetFaces interiorFaces(const TetGraph &graph);

} // namespace tetfv
