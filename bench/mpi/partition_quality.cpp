// loom-partition-quality: partitions an OP2 Airfoil mesh as Airfoil's
// op_partition("PTSCOTCH", "KWAY", edges, pecell, p_x) does (the cells,
// through the graph pecell makes of them; edges, boundary edges and nodes
// follow) with METIS k-way, contiguous blocks or scattered ("random")
// parts, for each of a list of part counts, and prints one line per
// (method, parts): the time to compute the parts, the edge cut of the cell
// graph, the cell imbalance and, over the processes of OP2's owner-compute
// layout, the max and mean of owned, execute-halo and non-execute-halo
// elements (all sets together) and of halo / owned. No MPI: every process's
// layout is built here, and checked (checkLayouts).
//
//   loom-partition-quality new_grid.dat --parts 2,4,8,16
//   loom-partition-quality --mesh-size 400x600 --methods metis
#include "loom/airfoil_mesh/airfoil_global_mesh.h"

#include "loom/airfoil_mesh/naca0012_generator.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/command_line/decimal_integer.h"
#include "loom/core/guarded_main.h"
#include "loom/distributed/metis_parts.h"
#include "loom/distributed/ownership.h"
#include "loom/distributed/partition_quality.h"
#include "loom/distributed/rank_layout.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace dist = loom::distributed;
using namespace loom::io; // airfoilGlobalMesh and its set and map indices

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

// "IxJ" of the built-in mesh.
loom::io::Naca0012Options meshSize(const std::string &text) {
  loom::io::Naca0012Options o;
  char x = 0, rest = 0;
  long long I = 0, J = 0;
  if (std::sscanf(text.c_str(), "%lld%c%lld%c", &I, &x, &J, &rest) != 3 ||
      x != 'x' || I < 2 || J < 1 || !loom::io::naca0012SizeFits(I, J))
    throw std::runtime_error("--mesh-size: expected IxJ with I >= 2, J >= 1 "
                             "and " +
                             loom::io::naca0012Limits() + ", got '" + text +
                             "'");
  o.I = static_cast<int>(I);
  o.J = static_cast<int>(J);
  return o;
}

std::vector<int> partsBy(const std::string &method, const dist::Graph &graph,
                         int nparts) {
  if (method == "metis")
    return dist::metisParts(graph, nparts);
  if (method == "block")
    return dist::blockParts(graph.vertices(), nparts);
  return dist::scatteredParts(graph.vertices(), nparts);
}

struct MaxMean {
  double max = 0, mean = 0;
};

template <typename T> MaxMean maxMean(const std::vector<T> &v) {
  MaxMean m;
  for (const T &x : v) {
    m.max = std::max(m.max, static_cast<double>(x));
    m.mean += static_cast<double>(x) / static_cast<double>(v.size());
  }
  return m;
}

void printHeader() {
  std::printf("%-6s %5s %9s %9s %8s %6s %8s %17s %15s %15s %11s\n", "method",
              "parts", "part.ms", "layout.ms", "cut", "cut%", "cell.imb",
              "owned max/mean", "exec max/mean", "nonexec max/mean",
              "halo/owned");
  std::printf("%-6s %5s %9s %9s %8s %6s %8s %17s %15s %15s %11s\n", "", "", "",
              "", "", "", "", "", "", "", "max/mean");
}

int run(int argc, char **argv) {
  CLI::App app{"loom-partition-quality: edge cut, balance and OP2 halo "
               "sizes of METIS, block and random partitions of an Airfoil "
               "mesh"};
  std::string meshPath, size;
  std::vector<int> partCounts;
  std::vector<std::string> methods;
  app.add_option("MESH", meshPath,
                 "OP2 Airfoil grid (.dat; default: the built-in NACA0012 "
                 "mesh)")
      ->check(CLI::ExistingFile);
  app.add_option("--mesh-size", size,
                 "size IxJ of the built-in mesh (default 50x75; 400x600 is "
                 "the 720K-cell new_grid.dat)");
  app.add_option("--parts", partCounts,
                 "part counts, comma list (default 2,4,8,16)")
      ->delimiter(',')
      ->transform(loom::command_line::kDecimalInteger)
      ->check(CLI::Range(1, 1 << 20));
  app.add_option("--methods", methods,
                 "metis | block | random, comma list (default all three)")
      ->delimiter(',')
      ->check(CLI::IsMember({"metis", "block", "random"}));
  app.footer(
      "Columns:\n  part.ms        time to compute the parts of the cells\n"
      "  layout.ms      time to derive the owners of every set and build "
      "every process's layout (all processes, one after the other)\n"
      "  cut, cut%      cell-graph edges (pairs of cells sharing an edge) "
      "joining different parts, and their share of all graph edges\n"
      "  cell.imb       largest part's cells / mean cells per part\n"
      "  owned, exec, nonexec  per process, all sets together: owned "
      "elements, execute halo (elements computed redundantly so that "
      "increments to owned data need no communication), non-execute halo "
      "(read-only copies); max and mean over processes\n"
      "  halo/owned     (exec + nonexec) / owned per process, max and "
      "mean\n");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    if (e.get_exit_code() == 0)
      return app.exit(e); // --help
    loom::printErrorLine(e.what());
    return 1;
  }
  if (!size.empty() && !meshPath.empty())
    throw std::runtime_error("--mesh-size: cannot be combined with a MESH");
  if (partCounts.empty())
    partCounts = {2, 4, 8, 16};
  if (methods.empty())
    methods = {"metis", "block", "random"};

  auto start = Clock::now();
  const loom::io::AirfoilGrid grid =
      meshPath.empty()
          ? loom::io::generateNaca0012(
                size.empty() ? loom::io::Naca0012Options{} : meshSize(size))
          : loom::io::readAirfoilGrid(meshPath);
  const double readMs = msSince(start);
  const dist::GlobalMesh mesh = airfoilGlobalMesh(grid);
  start = Clock::now();
  const dist::Graph graph = dist::targetGraph(mesh, kPecell);
  const double graphMs = msSince(start);
  const long long graphEdges = static_cast<long long>(graph.targets.size()) / 2;
  std::printf("mesh %s: %d nodes, %d edges, %d boundary edges, %d cells "
              "(%s in %.0f ms)\n",
              meshPath.empty() ? "built-in NACA0012" : meshPath.c_str(),
              grid.nnode, grid.nedge, grid.nbedge, grid.ncell,
              meshPath.empty() ? "generated" : "read", readMs);
  std::printf("cell graph through pecell: %d vertices, %lld edges (built in "
              "%.0f ms)\n\n",
              graph.vertices(), graphEdges, graphMs);
  printHeader();
  for (const std::string &method : methods)
    for (int nparts : partCounts) {
      if (nparts > grid.ncell)
        throw std::runtime_error("--parts: " + std::to_string(nparts) +
                                 " parts for " + std::to_string(grid.ncell) +
                                 " cells");
      start = Clock::now();
      std::vector<int> parts = partsBy(method, graph, nparts);
      const double partMs = msSince(start);
      start = Clock::now();
      const dist::Owners owners =
          dist::deriveOwners(mesh, kCells, parts, nparts);
      std::vector<dist::RankLayout> layouts;
      for (int rank = 0; rank < nparts; ++rank)
        layouts.push_back(dist::buildRankLayout(mesh, owners, rank));
      const double layoutMs = msSince(start);
      if (const std::string why = dist::checkLayouts(mesh, owners, layouts);
          !why.empty())
        throw std::runtime_error(method + " into " + std::to_string(nparts) +
                                 " parts: broken layout: " + why);
      const dist::PartitionQuality q =
          dist::partitionQuality(mesh, graph, parts, owners, layouts);
      std::vector<double> haloRatio;
      for (int r = 0; r < nparts; ++r)
        haloRatio.push_back(
            q.owned[r] > 0
                ? static_cast<double>(q.exec[r] + q.nonexec[r]) / q.owned[r]
                : 0.0);
      const MaxMean owned = maxMean(q.owned), exec = maxMean(q.exec),
                    nonexec = maxMean(q.nonexec), halo = maxMean(haloRatio);
      std::printf("%-6s %5d %9.1f %9.1f %8lld %5.2f%% %8.4f %8.0f/%-8.0f "
                  "%7.0f/%-7.0f %7.0f/%-7.0f %5.3f/%-5.3f\n",
                  method.c_str(), nparts, partMs, layoutMs, q.edgeCut,
                  100.0 * static_cast<double>(q.edgeCut) /
                      static_cast<double>(std::max(1LL, q.graphEdges)),
                  q.imbalance[kCells], owned.max, owned.mean, exec.max,
                  exec.mean, nonexec.max, nonexec.mean, halo.max, halo.mean);
      std::fflush(stdout);
    }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  return loom::guardedMain([&] { return run(argc, argv); });
}
