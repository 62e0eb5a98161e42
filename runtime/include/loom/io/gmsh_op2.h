// declareGmsh: a gmsh mesh (ASCII 2.2 or 4.1, loom::io::readGmsh) declared
// as OP2 sets, a map and a coordinate dat, for a program's own mesh
// (docs/user-guide.md, "Your own mesh"):
//
//   loom::io::GmshSets mesh = loom::io::declareGmsh("plate.msh", 2);
//   // dim 2: the cells are the triangles, 3: the tetrahedra;
//   // mesh.nodes, mesh.cells, mesh.cellNodes (cells -> nodes, dim + 1 a
//   // cell), mesh.coords (nodes, dim doubles a node: x, y (, z)),
//   // mesh.read (what the file holds: tags, lines, ...).
//
// Names: sets "nodes" and "cells", map "cell_nodes", dat "coords". On
// several MPI processes the first reads and declares the whole mesh and
// the others declare empty slices; op_partition then shares it out. A file
// the reader rejects throws loom::io::MeshError ("FILE:LINE: ..."), and a
// dim other than 2 or 3, or a file without cells of that dimension,
// loom::io::MeshError naming the file: one "loom: error:" line under
// loom::guardedMain.
#pragma once

#include "loom/io/gmsh_reader.h"
#include "loom/io/mesh_error.h"
#include "op_lib_cpp.h"

#include <string>
#include <vector>

namespace loom::io {

struct GmshSets {
  op_set nodes = nullptr;
  op_set cells = nullptr;
  op_map cellNodes = nullptr;
  op_dat coords = nullptr;
  int dim = 0;   // 2: triangles, 3: tetrahedra
  GmshMesh read; // the file as read (empty on processes other than the first)
};

inline GmshSets declareGmsh(const std::string &path, int dim) {
  if (dim != 2 && dim != 3)
    throw MeshError(path, 0,
                    "declareGmsh: dim " + std::to_string(dim) +
                        ": expected 2 (triangles) or 3 (tetrahedra)");
  GmshSets sets;
  sets.dim = dim;
  const bool mine = op_is_root();
  if (mine) {
    sets.read = readGmsh(path);
    if ((dim == 3 ? sets.read.numTets() : sets.read.numTriangles()) == 0)
      throw MeshError(path, 0,
                      std::string("no ") +
                          (dim == 3 ? "tetrahedra" : "triangles") +
                          " for declareGmsh(dim " + std::to_string(dim) + ")");
  }
  const int perCell = sets.dim + 1;
  const std::vector<int> &cells =
      sets.dim == 3 ? sets.read.tets : sets.read.triangles;
  std::vector<double> coords;
  coords.reserve(static_cast<size_t>(sets.read.numNodes()) * sets.dim);
  for (int n = 0; n < sets.read.numNodes(); ++n)
    for (int d = 0; d < sets.dim; ++d)
      coords.push_back(sets.read.nodes[3 * static_cast<size_t>(n) + d]);
  sets.nodes = op_decl_set(sets.read.numNodes(), "nodes");
  sets.cells = op_decl_set(static_cast<int>(cells.size() / perCell), "cells");
  sets.cellNodes =
      op_decl_map(sets.cells, sets.nodes, perCell, cells.data(), "cell_nodes");
  sets.coords =
      op_decl_dat(sets.nodes, sets.dim, "double", coords.data(), "coords");
  return sets;
}

} // namespace loom::io
