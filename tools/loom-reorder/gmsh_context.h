// A gmsh mesh declared as sets and maps of a loom::Context: its nodes, its
// cells (the tetrahedra, or the triangles of a 2D mesh) and the cell->node
// map, with the node coordinates as a dat.
#pragma once

#include "loom/core/context.h"
#include "loom/io/gmsh_reader.h"

struct GmshContext {
  op_set nodes, cells;
  op_map cellNodes; // dim 4 (tets) or 3 (triangles)
  op_dat coords;
  const char *cellName; // "tets" or "triangles"
};

// Throws std::runtime_error naming `path` when the mesh has neither tets
// nor triangles.
GmshContext declareGmsh(loom::Context &ctx, const loom::io::GmshMesh &mesh,
                        const std::string &path);
