#include "loom/airfoil_mesh/airfoil_global_mesh.h"

namespace loom::io {

distributed::GlobalMesh airfoilGlobalMesh(const AirfoilGrid &g) {
  distributed::GlobalMesh mesh;
  mesh.setNames = {"nodes", "edges", "bedges", "cells"};
  mesh.setSizes = {g.nnode, g.nedge, g.nbedge, g.ncell};
  mesh.maps = {{"pedge", kEdges, kNodes, 2, g.edge},
               {"pecell", kEdges, kCells, 2, g.ecell},
               {"pbedge", kBedges, kNodes, 2, g.bedge},
               {"pbecell", kBedges, kCells, 1, g.becell},
               {"pcell", kCells, kNodes, 4, g.cell}};
  return mesh;
}

} // namespace loom::io
