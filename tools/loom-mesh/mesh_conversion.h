// `loom-mesh convert`: OP2 ASCII Airfoil grid <-> OP2-layout HDF5 (Airfoil
// layout), gmsh -> OP2-layout HDF5, ASCII -> ASCII. Output is crash-safe for
// HDF5 (temporary file renamed into place). Other pairs are refused with an
// error naming both formats.
#pragma once

#include <string>

namespace loom::tools {

// `real` ("double" or "float") is the type of the Airfoil dats and
// constants written to HDF5.
void convertMesh(const std::string &input, const std::string &output,
                 const std::string &real = "double");

} // namespace loom::tools
