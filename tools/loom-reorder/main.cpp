// loom-reorder: renumbers an OP2 Airfoil grid (nodes, edges, boundary
// edges, cells) or a gmsh mesh (nodes, tets or triangles) by one method of
// runtime/reorder, prints the bandwidth and profile of the node graph
// (nodes joined by edges, or by cells) and of the graph of the iteration set
// (edges joined when they share a node or a cell; cells joined when they
// share a node) before and after, and writes a reordered Airfoil grid,
// which loom-plan --mesh then measures.
//
//   loom-reorder grid.dat --method partition --block-size 448 -o out.dat
//   loom-reorder fin_small.msh --method rcm
#include "gmsh_context.h"
#include "grid_context.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/airfoil_mesh/op2_grid_writer.h"
#include "loom/command_line/decimal_integer.h"
#include "loom/core/guarded_main.h"
#include "loom/fileio/input_files.h"
#include "loom/fileio/output_file.h"
#include "loom/reorder/mesh_graph.h"
#include "loom/reorder/permutation.h"
#include "loom/reorder/renumber.h"
#include "loom/reorder/reorder_mesh.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <exception>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

namespace reorder = loom::reorder;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

// The mesh as the tool sees it: the base map (its target's graph is the
// node graph) and the iteration set with the maps from it.
struct Locality {
  op_map base;
  op_set iteration;
  std::vector<op_map> maps;
  const char *iterationName; // "edge", "tet", "triangle"
};

void printLocality(const char *when, const Locality &l) {
  const reorder::MeshGraph nodes = reorder::targetAdjacency(l.base);
  const reorder::MeshGraph elements =
      reorder::iterationAdjacency(l.iteration, l.maps);
  std::printf("%-7s node graph: bandwidth %10lld  profile %14lld   "
              "%s graph: bandwidth %10lld  profile %14lld\n",
              when, reorder::graphBandwidth(nodes),
              reorder::graphProfile(nodes), l.iterationName,
              reorder::graphBandwidth(elements),
              reorder::graphProfile(elements));
}

bool isGmsh(const std::string &path) {
  return path.size() >= 4 && path.compare(path.size() - 4, 4, ".msh") == 0;
}

int run(int argc, char **argv) {
  CLI::App app{"loom-reorder: renumber an OP2 Airfoil grid or a gmsh mesh "
               "for locality and print bandwidth and profile before and "
               "after"};
  std::string meshPath, output, methodName = "rcm", cacheDir;
  int blockSize = 256;
  bool shuffle = false;
  app.add_option("MESH", meshPath,
                 "OP2 Airfoil grid (.dat) or gmsh mesh (.msh: tets, else "
                 "triangles)")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--method", methodName,
                 "none | rcm | gps | partition (metis) | random")
      ->capture_default_str();
  app.add_option("--block-size", blockSize,
                 "partition: largest part (the plans' block size)")
      ->transform(loom::command_line::kDecimalInteger)
      ->capture_default_str();
  app.add_flag("--shuffle", shuffle,
               "randomly permute every set first (an unordered instance)");
  app.add_option("--cache", cacheDir,
                 "save the ordering under this folder and reuse it");
  app.add_option("-o,--output", output,
                 "write the reordered grid here (OP2 Airfoil grids only)");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    if (e.get_exit_code() == 0)
      return app.exit(e); // --help
    loom::printErrorLine(e.what());
    return 1;
  }
  if (blockSize < 1)
    throw std::runtime_error("--block-size: expected a positive integer, got " +
                             std::to_string(blockSize));
  const reorder::Method method = reorder::parseMethod(methodName, "--method");
  const bool gmsh = isGmsh(meshPath);
  if (gmsh && !output.empty())
    throw std::runtime_error("-o: " + output +
                             ": writing a reordered gmsh mesh is not "
                             "supported (only OP2 Airfoil grids)");
  // Outputs are checked before the work (loom/fileio/output_file.h),
  // and none may replace the mesh.
  loom::fileio::noteInput(meshPath);
  try {
    if (app.count("-o"))
      loom::fileio::checkOutputPath(output);
  } catch (const loom::fileio::OutputError &e) {
    throw std::runtime_error(std::string("-o: ") + e.what());
  }
  try {
    if (app.count("--cache"))
      loom::fileio::checkOutputFolder(cacheDir);
  } catch (const loom::fileio::OutputError &e) {
    throw std::runtime_error(std::string("--cache: ") + e.what());
  }

  auto start = std::chrono::steady_clock::now();
  std::fprintf(stderr, "loom-reorder: reading %s ...\n", meshPath.c_str());
  loom::Context ctx;
  loom::io::AirfoilGrid grid;
  loom::io::GmshMesh mesh;
  GridContext c{};
  Locality l{};
  if (gmsh) {
    mesh = loom::io::readGmsh(meshPath);
    std::fprintf(stderr, "loom-reorder: read in %.2f s\n", secondsSince(start));
    const GmshContext g = declareGmsh(ctx, mesh, meshPath);
    std::printf("%s: %d nodes, %d %s\n", meshPath.c_str(), g.nodes->size,
                g.cells->size, g.cellName);
    l = {g.cellNodes,
         g.cells,
         {g.cellNodes},
         g.cellNodes->dim == 4 ? "tet" : "triangle"};
  } else {
    grid = loom::io::readAirfoilGrid(meshPath);
    std::fprintf(stderr, "loom-reorder: read in %.2f s\n", secondsSince(start));
    c = declareGrid(ctx, grid);
    std::printf("%s: %d nodes, %d edges, %d boundary edges, %d cells\n",
                meshPath.c_str(), grid.nnode, grid.nedge, grid.nbedge,
                grid.ncell);
    l = {c.pedge, c.edges, {c.pedge, c.pecell}, "edge"};
  }
  if (shuffle)
    for (op_set s : ctx.sets())
      loom::renumber(ctx, s, reorder::randomPermutation(s->size, 7 + s->index));
  printLocality(shuffle ? "random" : "before", l);

  reorder::ReorderOptions options;
  options.blockSize = blockSize;
  options.cacheDir = cacheDir;
  options.verbose = true;
  const reorder::ReorderResult r =
      reorder::reorderMesh(ctx, l.base, method, options);
  std::printf("%s: %s in %.3f s", reorder::methodName(method),
              r.fromCache ? "loaded" : "computed", r.seconds);
  if (r.partOffsets.size() > 1) {
    int largest = 0;
    for (size_t p = 0; p + 1 < r.partOffsets.size(); ++p)
      largest = std::max(largest, r.partOffsets[p + 1] - r.partOffsets[p]);
    std::printf(", %zu parts of at most %d %ss (largest %d)",
                r.partOffsets.size() - 1, blockSize, l.iterationName, largest);
  }
  std::printf("\n");
  printLocality("after", l);

  if (!output.empty()) {
    start = std::chrono::steady_clock::now();
    loom::io::writeAirfoilGrid(gridFromContext(c), output);
    std::fprintf(stderr, "loom-reorder: wrote %s in %.2f s\n", output.c_str(),
                 secondsSince(start));
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  return loom::guardedMain([&] { return run(argc, argv); });
}
