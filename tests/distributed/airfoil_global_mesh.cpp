#include "airfoil_global_mesh.h"

#include "small_meshes.h"

namespace loom_test {

loom::distributed::GlobalMesh
airfoilGlobalMesh(const loom::io::AirfoilGrid &g) {
  loom::distributed::GlobalMesh mesh;
  mesh.setNames = {"nodes", "edges", "bedges", "cells"};
  mesh.setSizes = {g.nnode, g.nedge, g.nbedge, g.ncell};
  mesh.maps = {{"pedge", kEdges, kNodes, 2, g.edge},
               {"pecell", kEdges, kCells, 2, g.ecell},
               {"pbedge", kBedges, kNodes, 2, g.bedge},
               {"pbecell", kBedges, kCells, 1, g.becell},
               {"pcell", kCells, kNodes, 4, g.cell}};
  return mesh;
}

} // namespace loom_test
