// loom-plan's meshes come from Loom's own readers (runtime/io); this file only
// keeps the connectivity the plans need.
#include "mesh.h"

#include "loom/airfoil_mesh/naca0012_generator.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/io/gmsh_reader.h"

#include <stdexcept>

namespace loom::tools {

namespace {

Mesh fromAirfoilGrid(io::AirfoilGrid &&g, const std::string &path) {
  Mesh m;
  m.kind = Mesh::Kind::Airfoil;
  m.path = path;
  m.nnode = g.nnode;
  m.ncell = g.ncell;
  m.cellDim = 4;
  m.cellNodes = std::move(g.cell);
  m.nedge = g.nedge;
  m.nbedge = g.nbedge;
  m.edgeNodes = std::move(g.edge);
  m.edgeCells = std::move(g.ecell);
  m.bedgeNodes = std::move(g.bedge);
  m.bedgeCell = std::move(g.becell);
  m.bound = std::move(g.bound);
  return m;
}

} // namespace

Mesh readAirfoilGrid(const std::string &path) {
  return fromAirfoilGrid(io::readAirfoilGrid(path), path);
}

Mesh generateAirfoilGrid(int I, int J) {
  return fromAirfoilGrid(io::generateNaca0012(I, J),
                         "built-in " + std::to_string(I) + "x" +
                             std::to_string(J) + " NACA0012 mesh");
}

Mesh readGmsh(const std::string &path) {
  io::GmshMesh g = io::readGmsh(path);
  Mesh m;
  m.path = path;
  m.nnode = g.numNodes();
  if (g.numTets() > 0) {
    m.kind = Mesh::Kind::GmshTet;
    m.ncell = g.numTets();
    m.cellDim = 4;
    m.cellNodes = std::move(g.tets);
  } else if (g.numTriangles() > 0) {
    m.kind = Mesh::Kind::GmshTri;
    m.ncell = g.numTriangles();
    m.cellDim = 3;
    m.cellNodes = std::move(g.triangles);
  } else {
    throw std::runtime_error(path + ": no tetrahedra or triangles");
  }
  return m;
}

Mesh readMesh(const std::string &path) {
  bool gmsh = path.size() >= 4 && path.compare(path.size() - 4, 4, ".msh") == 0;
  return gmsh ? readGmsh(path) : readAirfoilGrid(path);
}

} // namespace loom::tools
