// `loom-mesh convert`: OP2 ASCII Airfoil grid <-> OP2-layout HDF5 (Airfoil
// layout), gmsh -> OP2-layout HDF5, ASCII -> ASCII. Output is crash-safe for
// HDF5 (temporary file renamed into place). Other pairs are refused with an
// error naming both formats.
#pragma once

#include <string>

namespace loom::tools {

void convertMesh(const std::string &input, const std::string &output);

} // namespace loom::tools
