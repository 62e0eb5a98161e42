// The faces of a mesh's cells, as the maps of an OP2 program want them:
// for triangles (3 nodes a cell) their edges, for tetrahedra (4) their
// triangles. An interior face joins two cells, a boundary face one; each
// face lists its nodes as the first cell that has it orders them (a
// triangle's edges (0,1), (1,2), (2,0); a tet's face s is the one opposite
// its node s: nodes s+1, s+2, s+3 mod 4), and faces come in the order of
// the first cell that has them. With the cells from loom::io::readGmsh:
//
//   loom::io::GmshMesh mesh = loom::io::readGmsh("plate.msh");
//   loom::io::ElementFaces f = loom::io::elementFaces(mesh.triangles, 3,
//   "plate.msh"); op_set edges = op_decl_set(f.numInterior(), "edges"); op_map
//   pedge = op_decl_map(edges, nodes, 2, f.nodes.data(), "pedge"); op_map
//   pecell = op_decl_map(edges, cells, 2, f.cells.data(), "pecell");
#pragma once

#include <string>
#include <vector>

namespace loom::io {

struct ElementFaces {
  int nodesPerFace = 0;           // 2 (edges of triangles), 3 (faces of tets)
  std::vector<int> nodes;         // interior faces: nodesPerFace nodes each
  std::vector<int> cells;         // interior faces: their 2 cells each
  std::vector<int> boundaryNodes; // boundary faces: nodesPerFace nodes each
  std::vector<int> boundaryCells; // boundary faces: their cell each

  int numInterior() const { return static_cast<int>(cells.size() / 2); }
  int numBoundary() const { return static_cast<int>(boundaryCells.size()); }
};

// cellNodes: nodesPerCell (3: triangles, 4: tetrahedra) node indices per
// cell. Throws std::invalid_argument with one line naming `meshName` for
// another nodesPerCell, a list that is not whole cells, a negative node,
// a cell with a node twice, or a face shared by more than two cells.
ElementFaces elementFaces(const std::vector<int> &cellNodes, int nodesPerCell,
                          const std::string &meshName);

} // namespace loom::io
