#include "mesh_conversion.h"

#include "gmsh_hdf5.h"
#include "loom/airfoil_mesh/airfoil_hdf5.h"
#include "mesh_format.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/airfoil_mesh/op2_grid_writer.h"
#include "loom/fileio/input_files.h"
#include "loom/fileio/output_file.h"
#include "loom/io/gmsh_reader.h"

#include <stdexcept>

namespace loom::tools {

void convertMesh(const std::string &input, const std::string &output,
                 const std::string &real) {
  MeshFormat from = meshFormatOf(input);
  MeshFormat to = meshFormatOf(output);
  // The output is checked before the input is read
  // (loom/fileio/output_file.h); HDF5 needs a regular file, and the output
  // may not replace the input.
  fileio::noteInput(input);
  fileio::checkOutputPath(output, to == MeshFormat::Hdf5
                                      ? fileio::OutputKind::RegularOnly
                                      : fileio::OutputKind::Stream);
  if (from == MeshFormat::AirfoilAscii && to == MeshFormat::Hdf5)
    return io::writeAirfoilHdf5(io::readAirfoilGrid(input), output, real);
  if (from == MeshFormat::AirfoilAscii && to == MeshFormat::AirfoilAscii)
    return io::writeAirfoilGrid(io::readAirfoilGrid(input), output);
  if (from == MeshFormat::Hdf5 && to == MeshFormat::AirfoilAscii)
    return io::writeAirfoilGrid(io::readAirfoilHdf5(input), output);
  if (from == MeshFormat::Gmsh && to == MeshFormat::Hdf5)
    return writeGmshHdf5(io::readGmsh(input), output);
  throw std::runtime_error(std::string("cannot convert ") +
                           meshFormatName(from) + " '" + input + "' to " +
                           meshFormatName(to) + " '" + output + "'");
}

} // namespace loom::tools
