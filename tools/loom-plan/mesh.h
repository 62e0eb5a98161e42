// Connectivity of a mesh read by loom-plan (through runtime/io's readers;
// coordinates are not kept).
#pragma once

#include <string>
#include <vector>

namespace loom::tools {

struct Mesh {
  enum class Kind { Airfoil, GmshTet, GmshTri };
  Kind kind = Kind::Airfoil;
  std::string path;
  int nnode = 0;
  int ncell = 0;
  int cellDim = 0; // nodes per cell: 4 (airfoil quad, tet), 3 (triangle)
  std::vector<int> cellNodes; // ncell x cellDim
  // Airfoil only.
  int nedge = 0, nbedge = 0;
  std::vector<int> edgeNodes;  // nedge x 2
  std::vector<int> edgeCells;  // nedge x 2
  std::vector<int> bedgeNodes; // nbedge x 2
  std::vector<int> bedgeCell;  // nbedge
  std::vector<int> bound;      // nbedge
};

// OP2 Airfoil ASCII grid (header `nnode ncell nedge nbedge`, nodes `x y`,
// cells of 4 nodes, edges `n1 n2 c1 c2`, boundary edges `n1 n2 c bound`).
Mesh readAirfoilGrid(const std::string &path);

// Gmsh ASCII .msh, format 2.2 or 4.1: the tetrahedra, or the triangles when
// the file has no tetrahedra.
// Airfoil's built-in NACA0012 mesh of I x J cells (as `airfoil
// --mesh-size IxJ` makes it).
Mesh generateAirfoilGrid(int I, int J);

Mesh readGmsh(const std::string &path);

// By extension: .msh -> gmsh, anything else -> Airfoil grid. Errors are
// std::runtime_error("FILE:LINE: what").
Mesh readMesh(const std::string &path);

// Face set of a gmsh mesh: pairs of cells sharing a face (tets) or an edge
// (triangles), as a faces x 2 array, ordered by the shared face's nodes.
std::vector<int> buildFaceCells(const Mesh &mesh);

} // namespace loom::tools
