#include "mesh_format.h"

#include <filesystem>
#include <stdexcept>

namespace loom::tools {

MeshFormat meshFormatOf(const std::string &path) {
  std::string ext = std::filesystem::path(path).extension().string();
  if (ext == ".dat")
    return MeshFormat::AirfoilAscii;
  if (ext == ".msh")
    return MeshFormat::Gmsh;
  if (ext == ".h5" || ext == ".hdf5")
    return MeshFormat::Hdf5;
  throw std::runtime_error(path + ": unknown mesh format '" + ext +
                           "' (expected .dat, .msh, .h5 or .hdf5)");
}

const char *meshFormatName(MeshFormat format) {
  switch (format) {
  case MeshFormat::AirfoilAscii:
    return "OP2 ASCII Airfoil grid";
  case MeshFormat::Gmsh:
    return "gmsh ASCII mesh";
  case MeshFormat::Hdf5:
    return "OP2-layout HDF5";
  }
  return "?";
}

} // namespace loom::tools
