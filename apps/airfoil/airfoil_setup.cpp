// Command line and mesh input of the Airfoil application.
#include "airfoil_setup.h"

#include "loom/airfoil_mesh/naca0012_generator.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/command_line/decimal_integer.h"
#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/guarded_main.h"
#include "loom/core/whole_number.h"
#include "loom/fileio/input_files.h"
#include "loom/fileio/output_file.h"
#include "loom/io/mesh_error.h"
#include "loom/reorder/reorder_mesh.h"
#ifdef LOOM_HAVE_HDF5
#include "loom/airfoil_mesh/airfoil_hdf5.h"
#include "loom/hdf5/atomic_output.h"
#include "op_hdf5.h"
#endif

#include <CLI/CLI.hpp>

#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace {

// "IxJ" with decimal I, J (no signs). Numbers too long for 64 bits are
// clamped to LLONG_MAX: they are then rejected as too large.
bool parseMeshSize(std::string_view s, long long &I, long long &J) {
  const size_t x = s.find('x');
  if (x == std::string_view::npos)
    return false;
  auto whole = [](std::string_view t, long long &v) {
    if (!loom::isWholeNumber(t) || t[0] == '-' || t[0] == '+')
      return false;
    v = loom::wholeNumber(t).value_or(LLONG_MAX); // only past 64 bits
    return true;
  };
  return whole(s.substr(0, x), I) && whole(s.substr(x + 1), J);
}

// Memory an Airfoil run takes per cell of the built-in mesh: measured peak
// resident size is about 330 bytes per cell (720K cells: 240 MB), generator
// included; rounded up.
constexpr long long kBytesPerCell = 400;

// This machine's physical memory in bytes (0 if unknown).
long long physicalMemory() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? static_cast<long long>(pages) * page : 0;
}

std::string gigabytes(long long bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f GB", static_cast<double>(bytes) / 1e9);
  return buf;
}

} // namespace

namespace {

bool isHdf5File(const std::string &path) {
  auto endsWith = [&](const char *suffix) {
    std::size_t n = std::strlen(suffix);
    return path.size() >= n && path.compare(path.size() - n, n, suffix) == 0;
  };
  return endsWith(".h5") || endsWith(".hdf5");
}

} // namespace

int parseAirfoilCommandLine(int argc, char **argv, AirfoilOptions &opt) {
  CLI::App app{
      "OP2 Airfoil benchmark: 2D Euler solver around a NACA0012 airfoil"};
  app.add_option("MESH_FILE", opt.meshFile,
                 "OP2 ASCII grid file, or OP2-layout HDF5 file (.h5, "
                 ".hdf5; made by loom-mesh) when Loom has HDF5 (default: "
                 "built-in NACA0012 mesh)");
  app.add_option("--iterations", opt.iterations,
                 "number of time steps (a positive integer)")
      ->transform(loom::command_line::kDecimalInteger);
  std::string size;
  app.add_option("--mesh-size", size,
                 "size IxJ of the built-in mesh (default 50x75)");
  app.add_option("--save-solution", opt.saveSolution,
                 "write the final p_q: to an OP2-layout HDF5 file with "
                 "op_fetch_data_hdf5_file when FILE ends in .h5 or .hdf5 "
                 "(added to the file if it exists), else with "
                 "op_print_dat_to_binfile");
  app.add_option(
      "--strategy", opt.strategy,
      "per-loop execution strategy, as LOOM_CUDA_STRATEGY for the CUDA "
      "builds (e.g. res_calc=global:128,*=hier) or LOOM_STRATEGY "
      "for the CPU builds (e.g. res_calc=global,*=block:512)");
  app.add_option("--reorder", opt.reorder,
                 "renumber the mesh: none, rcm, gps, partition (or metis) or "
                 "random "
                 "(default: LOOM_REORDER, else none)")
      ->check(CLI::IsMember(
          {"none", "rcm", "gps", "partition", "metis", "random"}));
  std::vector<char *> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || std::strncmp(argv[i], "OP_", 3) != 0)
      args.push_back(argv[i]);
  try {
    app.parse(static_cast<int>(args.size()), args.data());
    if (opt.iterations < 1)
      throw CLI::ValidationError("--iterations",
                                 "expected a positive integer, got " +
                                     std::to_string(opt.iterations));
    // Outputs are checked before the work (loom/fileio/output_file.h),
    // and none may replace the mesh.
    if (!opt.meshFile.empty())
      loom::fileio::noteInput(opt.meshFile);
    if (app.count("--save-solution")) {
      try {
        loom::fileio::checkOutputPath(
            opt.saveSolution, isHdf5File(opt.saveSolution)
                                  ? loom::fileio::OutputKind::RegularOnly
                                  : loom::fileio::OutputKind::Stream);
#ifdef LOOM_HAVE_HDF5
        // HDF5 adds p_q to a file already there: it must be HDF5.
        if (isHdf5File(opt.saveSolution))
          loom::hdf5::checkAddableTarget(opt.saveSolution);
#endif
      } catch (const std::runtime_error &e) { // OutputError, Hdf5Error
        throw CLI::ValidationError("--save-solution", e.what());
      }
    }
    if (!size.empty()) {
      long long I = 0, J = 0;
      if (!parseMeshSize(size, I, J) || I < 2 || J < 1)
        throw CLI::ValidationError("--mesh-size",
                                   "expected IxJ with I >= 2, J >= 1, got '" +
                                       size + "'");
      if (!loom::io::naca0012SizeFits(I, J))
        throw CLI::ValidationError("--mesh-size",
                                   "'" + size +
                                       "' is too large for the built-in "
                                       "generator (" +
                                       loom::io::naca0012Limits() + ")");
      // A mesh within the generator's limits may still not fit: refuse it
      // here rather than let the run grow until the kernel kills it.
      const long long need = 3 * I * J * kBytesPerCell, have = physicalMemory();
      if (have > 0 && need > have)
        throw CLI::ValidationError(
            "--mesh-size", "'" + size + "' needs about " + gigabytes(need) +
                               " of memory, more than this machine's " +
                               gigabytes(have));
      opt.meshI = static_cast<int>(I);
      opt.meshJ = static_cast<int>(J);
      if (!opt.meshFile.empty())
        throw CLI::ValidationError("--mesh-size",
                                   "cannot be combined with a MESH_FILE");
    }
#ifndef LOOM_HAVE_HDF5
    if (isHdf5File(opt.saveSolution))
      throw CLI::ValidationError("--save-solution",
                                 "'" + opt.saveSolution +
                                     "': this Loom was built without HDF5");
#endif
  } catch (const CLI::ParseError &e) {
    if (e.get_exit_code() == 0)
      return app.exit(e); // --help
    loom::printErrorLine(e.what());
    return 1;
  }
  return -1;
}

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
  } catch (const std::exception &e) {
    loom::printErrorLine(e.what());
    return false;
  }
  return true;
}

namespace {

// Rows [first, last) of a table of `width` values per row.
template <typename T>
void keepRows(std::vector<T> &v, std::pair<long long, long long> rows,
              int width) {
  v = std::vector<T>(v.begin() + rows.first * width,
                     v.begin() + rows.second * width);
}

} // namespace

void keepThisProcessSlice(loom::io::AirfoilGrid &grid) {
  const loom::Distribution &d = loom::distribution();
  if (d.ranks() == 1)
    return;
  const auto nodes = d.evenSlice(grid.nnode), cells = d.evenSlice(grid.ncell),
             edges = d.evenSlice(grid.nedge), bedges = d.evenSlice(grid.nbedge);
  keepRows(grid.x, nodes, 2);
  keepRows(grid.cell, cells, 4);
  keepRows(grid.edge, edges, 2);
  keepRows(grid.ecell, edges, 2);
  keepRows(grid.bedge, bedges, 2);
  keepRows(grid.becell, bedges, 1);
  keepRows(grid.bound, bedges, 1);
  grid.nnode = static_cast<int>(nodes.second - nodes.first);
  grid.ncell = static_cast<int>(cells.second - cells.first);
  grid.nedge = static_cast<int>(edges.second - edges.first);
  grid.nbedge = static_cast<int>(bedges.second - bedges.first);
}

bool reorderAirfoilMesh(const AirfoilOptions &opt, op_map pedge) {
  loom::Context &ctx = loom::context();
  const std::string method =
      !opt.reorder.empty()
          ? opt.reorder
          : (ctx.options().reorder.empty() ? "none" : ctx.options().reorder);
  try {
    loom::reorder::ReorderOptions options;
    options.blockSize = ctx.options().partSize;
    options.cacheDir = ctx.options().orderingCache;
    options.verbose = true;
    auto m = loom::reorder::parseMethod(method, "--reorder");
    if (m != loom::reorder::Method::None && loom::distribution().ranks() > 1)
      throw loom::Error("--reorder " + method + " on " +
                        std::to_string(loom::distribution().ranks()) +
                        " processes is not supported (op_partition orders "
                        "each process's part)");
    if (m != loom::reorder::Method::None)
      loom::reorder::reorderMesh(ctx, pedge, m, options);
  } catch (const loom::Error &e) {
    loom::printErrorLine(e.what());
    return false;
  }
  return true;
}

void saveAirfoilSolution(const AirfoilOptions &opt, op_dat p_q) {
  if (opt.saveSolution.empty())
    return;
#ifdef LOOM_HAVE_HDF5
  if (isHdf5File(opt.saveSolution)) {
    op_fetch_data_hdf5_file(p_q, opt.saveSolution.c_str());
    return;
  }
#endif
  op_print_dat_to_binfile(p_q, opt.saveSolution.c_str());
}
