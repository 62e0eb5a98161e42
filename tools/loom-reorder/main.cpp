// loom-reorder: renumbers an OP2 Airfoil grid (nodes, edges, boundary
// edges, cells) by one method of runtime/reorder, prints the bandwidth and
// profile of the node graph (nodes joined by edges) and of the edge graph
// (edges joined when they share a node or a cell) before and after, and
// writes the reordered grid, which loom-plan --mesh then measures.
//
//   loom-reorder grid.dat --method partition --block-size 448 -o out.dat
#include "grid_context.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/airfoil_mesh/op2_grid_writer.h"
#include "loom/reorder/mesh_graph.h"
#include "loom/reorder/permutation.h"
#include "loom/reorder/renumber.h"
#include "loom/reorder/reorder_mesh.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <exception>
#include <new>

namespace reorder = loom::reorder;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

void printLocality(const char *when, const GridContext &c) {
  const reorder::MeshGraph nodes = reorder::targetAdjacency(c.pedge);
  const reorder::MeshGraph edges =
      reorder::iterationAdjacency(c.edges, {c.pedge, c.pecell});
  std::printf("%-7s node graph: bandwidth %10lld  profile %14lld   "
              "edge graph: bandwidth %10lld  profile %14lld\n",
              when, reorder::graphBandwidth(nodes),
              reorder::graphProfile(nodes), reorder::graphBandwidth(edges),
              reorder::graphProfile(edges));
}

int run(int argc, char **argv) {
  CLI::App app{"loom-reorder: renumber an OP2 Airfoil grid for locality and "
               "print bandwidth and profile before and after"};
  std::string meshPath, output, methodName = "rcm", cacheDir;
  int blockSize = 256;
  bool shuffle = false;
  app.add_option("MESH", meshPath, "OP2 Airfoil grid (.dat)")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--method", methodName,
                 "none | rcm | gps | partition (metis) | random")
      ->capture_default_str();
  app.add_option("--block-size", blockSize,
                 "partition: largest part (the plans' block size)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_flag("--shuffle", shuffle,
               "randomly permute every set first (an unordered instance)");
  app.add_option("--cache", cacheDir,
                 "save the ordering under this folder and reuse it");
  app.add_option("-o,--output", output, "write the reordered grid here");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e);
  }
  const reorder::Method method = reorder::parseMethod(methodName, "--method");

  auto start = std::chrono::steady_clock::now();
  std::fprintf(stderr, "loom-reorder: reading %s ...\n", meshPath.c_str());
  const loom::io::AirfoilGrid grid = loom::io::readAirfoilGrid(meshPath);
  std::fprintf(stderr, "loom-reorder: read in %.2f s\n", secondsSince(start));
  loom::Context ctx;
  const GridContext c = declareGrid(ctx, grid);
  std::printf("%s: %d nodes, %d edges, %d boundary edges, %d cells\n",
              meshPath.c_str(), grid.nnode, grid.nedge, grid.nbedge,
              grid.ncell);
  if (shuffle)
    for (op_set s : ctx.sets())
      loom::renumber(ctx, s, reorder::randomPermutation(s->size, 7 + s->index));
  printLocality(shuffle ? "random" : "before", c);

  reorder::ReorderOptions options;
  options.blockSize = blockSize;
  options.cacheDir = cacheDir;
  options.verbose = true;
  const reorder::ReorderResult r =
      reorder::reorderMesh(ctx, c.pedge, method, options);
  std::printf("%s: %s in %.3f s", reorder::methodName(method),
              r.fromCache ? "loaded" : "computed", r.seconds);
  if (r.partOffsets.size() > 1) {
    int largest = 0;
    for (size_t p = 0; p + 1 < r.partOffsets.size(); ++p)
      largest = std::max(largest, r.partOffsets[p + 1] - r.partOffsets[p]);
    std::printf(", %zu parts of at most %d edges (largest %d)",
                r.partOffsets.size() - 1, blockSize, largest);
  }
  std::printf("\n");
  printLocality("after", c);

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
  try {
    return run(argc, argv);
  } catch (const std::bad_alloc &) {
    std::fprintf(stderr, "loom: error: out of memory\n");
  } catch (const std::exception &e) {
    std::fprintf(stderr, "loom: error: %s\n", e.what());
  }
  return 1;
}
