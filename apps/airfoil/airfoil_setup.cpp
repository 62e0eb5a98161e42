// Command line and mesh input of the Airfoil application.
#include "airfoil_setup.h"

#include "loom/airfoil_mesh/naca0012_generator.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/core/error.h"
#include "loom/io/mesh_error.h"
#ifdef LOOM_HAVE_HDF5
#include "loom/airfoil_mesh/airfoil_hdf5.h"
#endif

#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstring>
#include <vector>

int parseAirfoilCommandLine(int argc, char **argv, AirfoilOptions &opt) {
  CLI::App app{
      "OP2 Airfoil benchmark: 2D Euler solver around a NACA0012 airfoil"};
  app.add_option("MESH_FILE", opt.meshFile,
                 "OP2 ASCII grid file, or OP2-layout HDF5 file (.h5, "
                 ".hdf5; made by loom-mesh) when Loom has HDF5 (default: "
                 "built-in NACA0012 mesh)");
  app.add_option("--iterations", opt.iterations, "number of time steps")
      ->check(CLI::PositiveNumber);
  std::string size;
  app.add_option("--mesh-size", size,
                 "size IxJ of the built-in mesh (default 50x75)");
  app.add_option("--save-solution", opt.saveSolution,
                 "write the final p_q with op_print_dat_to_binfile");
  std::vector<char *> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || std::strncmp(argv[i], "OP_", 3) != 0)
      args.push_back(argv[i]);
  try {
    app.parse(static_cast<int>(args.size()), args.data());
    if (!size.empty()) {
      int consumed = 0;
      if (std::sscanf(size.c_str(), "%dx%d%n", &opt.meshI, &opt.meshJ,
                      &consumed) != 2 ||
          consumed != static_cast<int>(size.size()) || opt.meshI < 2 ||
          opt.meshJ < 1)
        throw CLI::ValidationError("--mesh-size",
                                   "expected IxJ with I >= 2, J >= 1, got '" +
                                       size + "'");
      if (!opt.meshFile.empty())
        throw CLI::ValidationError("--mesh-size",
                                   "cannot be combined with a MESH_FILE");
    }
  } catch (const CLI::ParseError &e) {
    const int status = app.exit(e); // prints help or the error
    return status == 0 ? 0 : 2;
  }
  return -1;
}

namespace {

bool isHdf5File(const std::string &path) {
  auto endsWith = [&](const char *suffix) {
    std::size_t n = std::strlen(suffix);
    return path.size() >= n && path.compare(path.size() - n, n, suffix) == 0;
  };
  return endsWith(".h5") || endsWith(".hdf5");
}

} // namespace

bool loadAirfoilGrid(const AirfoilOptions &opt, loom::io::AirfoilGrid &grid) {
  try {
    if (opt.meshFile.empty()) {
      grid = loom::io::generateNaca0012(opt.meshI, opt.meshJ);
    } else if (isHdf5File(opt.meshFile)) {
#ifdef LOOM_HAVE_HDF5
      grid = loom::io::readAirfoilHdf5(opt.meshFile);
#else
      std::fprintf(stderr,
                   "loom: error: %s: this Loom was built without HDF5\n",
                   opt.meshFile.c_str());
      return false;
#endif
    } else {
      grid = loom::io::readAirfoilGrid(opt.meshFile);
    }
  } catch (const loom::io::MeshError &e) {
    std::fprintf(stderr, "%s\n", e.what());
    return false;
  } catch (const loom::Error &e) {
    std::fprintf(stderr, "loom: error: %s\n", e.what());
    return false;
  }
  return true;
}
