// Where Volna's meshes come from: the built-in rectangular basin, or the
// triangles of a gmsh file (boundary lines and tags are not needed: every
// boundary edge is a reflective wall).
#pragma once

#include "triangle_mesh.h"

#include <string>

namespace volna {

// A lx x ly rectangle cut into nx x ny squares, each split into two
// triangles along alternating diagonals. Throws std::invalid_argument for
// sizes below 1 or above 4096 cells per side.
TriangleMesh generateRectangularBasin(int nx, int ny, double lx, double ly);

// The triangles of a gmsh 2.2 or 4.1 ASCII file (loom::io::readGmsh); its
// errors (file:line) propagate as loom::io::MeshError.
TriangleMesh readTriangleMesh(const std::string &path);

} // namespace volna
