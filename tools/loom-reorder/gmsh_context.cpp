#include "gmsh_context.h"

#include <stdexcept>

GmshContext declareGmsh(loom::Context &ctx, const loom::io::GmshMesh &mesh,
                        const std::string &path) {
  const bool tets = mesh.numTets() > 0;
  if (!tets && mesh.numTriangles() == 0)
    throw std::runtime_error(path + ": no tetrahedra or triangles to reorder");
  GmshContext c;
  c.cellName = tets ? "tets" : "triangles";
  c.nodes = ctx.declareSet(mesh.numNodes(), "nodes");
  c.cells =
      ctx.declareSet(tets ? mesh.numTets() : mesh.numTriangles(), c.cellName);
  c.cellNodes = ctx.declareMap(c.cells, c.nodes, tets ? 4 : 3,
                               tets ? mesh.tets.data() : mesh.triangles.data(),
                               "cell_nodes");
  c.coords = ctx.declareDat(c.nodes, 3, "double", sizeof(double),
                            mesh.nodes.data(), "coords");
  return c;
}
