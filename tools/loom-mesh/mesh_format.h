// The mesh formats loom-mesh knows, told apart by the file name's extension.
#pragma once

#include <string>

namespace loom::tools {

enum class MeshFormat {
  AirfoilAscii, // OP2's ASCII Airfoil grid (.dat)
  Gmsh,         // gmsh ASCII 2.2/4.1 (.msh)
  Hdf5          // OP2-layout HDF5 (.h5, .hdf5)
};

// Throws std::runtime_error naming the file when the extension is none of
// .dat, .msh, .h5, .hdf5.
MeshFormat meshFormatOf(const std::string &path);
const char *meshFormatName(MeshFormat format);

} // namespace loom::tools
