// gmsh tet meshes: loom::io's reader plus the face adjacency.
#include "face_adjacency.h"
#include "instances.h"

#include "loom/io/gmsh_reader.h"

#include <stdexcept>

namespace tetfv {

TetGraph gmshTets(const std::string &path) {
  const loom::io::GmshMesh mesh = loom::io::readGmsh(path);
  if (mesh.numTets() == 0)
    throw std::invalid_argument(path + ": no tetrahedra in the mesh");
  return faceAdjacency(mesh.tets, mesh.nodes, path);
}

} // namespace tetfv
