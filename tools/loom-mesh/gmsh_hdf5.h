// A gmsh mesh in OP2's HDF5 layout: sets nodes and cells (the tetrahedra of
// a 3D mesh, else the triangles), map pcell (cells->nodes, 4 or 3), dats
// p_x (nodes, 3 double) and p_cell_tag (cells, 1 int: the physical tag).
#pragma once

#include "loom/io/gmsh_reader.h"

#include <string>

namespace loom::tools {

// Crash-safe. Throws std::runtime_error when the mesh has no cells.
void writeGmshHdf5(const io::GmshMesh &mesh, const std::string &path);

} // namespace loom::tools
