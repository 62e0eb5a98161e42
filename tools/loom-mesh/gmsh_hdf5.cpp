#include "gmsh_hdf5.h"

#include "loom/hdf5/atomic_output.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"

#include <stdexcept>

namespace loom::tools {

void writeGmshHdf5(const io::GmshMesh &mesh, const std::string &path) {
  using namespace loom::hdf5;
  bool tets = mesh.numTets() > 0;
  int ncell = tets ? mesh.numTets() : mesh.numTriangles();
  if (ncell == 0)
    throw std::runtime_error(path + ": the gmsh mesh has no tetrahedra or "
                                    "triangles to store as cells");
  const std::vector<int> &cells = tets ? mesh.tets : mesh.triangles;
  const std::vector<int> &tags = tets ? mesh.tetTags : mesh.triangleTags;

  AtomicOutput output(path, /*keepExisting=*/false);
  File file(output.temporaryPath(), File::Mode::Create, output.target());
  writeSet(file, "nodes", mesh.numNodes());
  writeSet(file, "cells", ncell);
  writeMap(file, "pcell", ncell, tets ? 4 : 3, cells.data());
  writeDat(file, "p_x", mesh.numNodes(), 3, "double", mesh.nodes.data());
  writeDat(file, "p_cell_tag", ncell, 1, "int", tags.data());
  file.close();
  output.commit();
}

} // namespace loom::tools
