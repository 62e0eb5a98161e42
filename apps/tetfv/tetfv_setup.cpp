// Command line, instances and reference loop of the tetfv application.
#include "tetfv_setup.h"

#include "instances.h"

#include "loom/command_line/decimal_integer.h"
#include "loom/core/context.h"
#include "loom/reorder/reorder_mesh.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <utility>

bool parseTetfvCommandLine(int argc, char **argv, TetfvOptions &opt) {
  CLI::App app{"Cell-centred finite volume kernel on tetrahedra "
               "(Langguth et al., JPDC 2015)"};
  app.add_option("MESH_FILE", opt.meshFile,
                 "gmsh tet mesh (default: the built-in structured box)");
  int box = 0, block = 0;
  app.add_option("--box", box,
                 "built-in box of NxNxN cubes, 6 tets each (default 20)")
      ->transform(loom::command_line::kDecimalInteger);
  app.add_option("--block-diagonal", block,
                 "synthetic instance of N tets in blocks of --block-size")
      ->transform(loom::command_line::kDecimalInteger);
  app.add_option("--block-size", opt.blockSize,
                 "block size b of --block-diagonal (default 64)")
      ->transform(loom::command_line::kDecimalInteger);
  app.add_option("--seed", opt.seed, "random seed (default 1)")
      ->transform(loom::command_line::kUnsignedDecimalInteger);
  app.add_flag("--permute", opt.permute, "renumber the tets at random");
  app.add_option(
      "--strategy", opt.strategy,
      "per-loop execution strategy, as LOOM_CUDA_STRATEGY for the CUDA "
      "builds (e.g. face_update=global:128,*=hier) or LOOM_STRATEGY "
      "for the CPU builds (e.g. face_update=global,*=block:512)");
  app.add_option("--reorder", opt.reorder,
                 "renumber the mesh for locality after the random "
                 "permutation: none, rcm, gps, partition (metis) or random "
                 "(default: LOOM_REORDER, else none)");
  app.add_option("--part-size", opt.partSize,
                 "largest METIS part of --reorder partition, in tets (faces "
                 "with --face) (default: LOOM_PART_SIZE, else 256)")
      ->transform(loom::command_line::kDecimalInteger);
  app.add_flag_callback(
      "--face", [&opt] { opt.variant = "face"; },
      "loop over interior faces (OP_INC) instead of tets");
  app.add_option("--steps", opt.steps, "time steps (default 10)")
      ->transform(loom::command_line::kDecimalInteger);
  app.add_flag("--check", opt.check,
               "compare y with a plain C++ loop; exit 1 on mismatch");
  app.add_option("--stream-gbs", opt.streamGBs,
                 "this machine's STREAM triad bandwidth in GB/s: print the "
                 "bandwidth model's prediction beside the measurement");
  std::string cacheGBs;
  app.add_option("--cache-gbs", cacheGBs,
                 "measured refill bandwidths of inner cache levels, "
                 "L1=GB/s,L2=GB/s...: the model then takes the minimum over "
                 "these paths and memory (needs --stream-gbs)");
  app.add_flag("--list-caches", opt.listCaches,
               "print the cache levels the model uses (level, bytes, line "
               "bytes, CPUs sharing one: 0 if not known) and exit");
  std::vector<char *> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || std::strncmp(argv[i], "OP_", 3) != 0)
      args.push_back(argv[i]);
  try {
    app.parse(static_cast<int>(args.size()), args.data());
  } catch (const CLI::CallForHelp &) {
    std::printf("%s", app.help().c_str());
    return false;
  } catch (const CLI::ParseError &e) {
    throw std::invalid_argument(std::string("command line: ") + e.what());
  }
  // A value given is checked even when it equals the "not given" default.
  const bool boxGiven = app.count("--box") > 0,
             blockGiven = app.count("--block-diagonal") > 0;
  const int sources = !opt.meshFile.empty() + boxGiven + blockGiven;
  if (sources > 1)
    throw std::invalid_argument("command line: give at most one of "
                                "MESH_FILE, --box, --block-diagonal");
  if (opt.steps < 1 || opt.steps > 1'000'000)
    throw std::invalid_argument("--steps: " + std::to_string(opt.steps) +
                                " is not in 1..1000000");
  if (boxGiven && (box < 1 || box > 300))
    throw std::invalid_argument("--box: " + std::to_string(box) +
                                " is not in 1..300");
  if (blockGiven && (block < 1 || block > 200'000'000))
    throw std::invalid_argument("--block-diagonal: " + std::to_string(block) +
                                " is not in 1..200000000");
  if (opt.blockSize < 1)
    throw std::invalid_argument(
        "--block-size: " + std::to_string(opt.blockSize) +
        " must be at least 1");
  if (app.count("--part-size") &&
      (opt.partSize < 1 || opt.partSize > 100'000'000))
    throw std::invalid_argument("--part-size: " + std::to_string(opt.partSize) +
                                " is not in 1..100000000");
  if (!opt.reorder.empty()) // a bad name is an error before any work
    loom::reorder::parseMethod(opt.reorder, "--reorder");
  if (app.count("--stream-gbs") &&
      !(opt.streamGBs > 0 && opt.streamGBs <= 1e5)) // NaN fails too
    throw std::invalid_argument(
        "--stream-gbs: " + app["--stream-gbs"]->as<std::string>() +
        " is not a number in (0, 100000]");
  if (opt.listCaches) {
    for (const tetfv::CacheLevel &c : tetfv::readCacheLevels())
      std::printf("L%d %.0f %.0f %d\n", c.level, c.bytes, c.lineBytes,
                  c.sharedBy);
    return false;
  }
  opt.cacheGBs = tetfv::parseLevelBandwidths(cacheGBs, "--cache-gbs");
  if (!opt.cacheGBs.empty() && opt.streamGBs == 0)
    throw std::invalid_argument("--cache-gbs: needs --stream-gbs (the "
                                "memory path of the model)");
  if (opt.streamGBs > 0) // the levels must be this machine's: check now
    tetfv::modelPaths(tetfv::readCacheLevels(), opt.cacheGBs, opt.streamGBs);
  if (!opt.meshFile.empty()) {
    opt.instance = "gmsh";
  } else if (blockGiven) {
    opt.instance = "block";
    opt.numTets = block;
  } else if (boxGiven) {
    opt.boxSize = box;
  }
  return true;
}

namespace {

// A fixed, irregular value in [0, 1) for index k.
double hashUnit(std::uint64_t k) {
  k = (k + 0x9e3779b97f4a7c15ULL) * 0xbf58476d1ce4e5b9ULL;
  k ^= k >> 31;
  return static_cast<double>(k % 1000003) / 1000003.0;
}

} // namespace

TetfvProblem buildTetfvProblem(const TetfvOptions &opt) {
  TetfvProblem p;
  if (opt.instance == "gmsh")
    p.graph = tetfv::gmshTets(opt.meshFile);
  else if (opt.instance == "block")
    p.graph = tetfv::blockDiagonal(opt.numTets, opt.blockSize, opt.seed);
  else
    p.graph = tetfv::structuredBox(opt.boxSize, opt.boxSize, opt.boxSize);
  if (opt.permute)
    p.graph = tetfv::randomlyPermuted(p.graph, opt.seed + 1);
  const size_t n = static_cast<size_t>(p.graph.numTets);
  p.coeff.resize(4 * n);
  p.x0.resize(n);
  for (size_t k = 0; k < 4 * n; ++k)
    p.coeff[k] = (1.0 + hashUnit(k)) / 16.0;
  for (size_t i = 0; i < n; ++i)
    p.x0[i] = 2.0 * hashUnit(i + 4 * n) - 1.0;
  if (opt.variant == "face") {
    p.faces = tetfv::interiorFaces(p.graph);
    p.faceCoeff.resize(p.faces.cells.size());
    const auto slotCoeff = [&](int from, int to) {
      for (int s = 0; s < 4; ++s)
        if (p.graph.neighbours[4 * static_cast<size_t>(from) + s] == to)
          return p.coeff[4 * static_cast<size_t>(from) + s];
      throw std::logic_error("interior face without its slot");
    };
    for (int f = 0; f < p.faces.numFaces(); ++f) {
      const int c0 = p.faces.cells[2 * f], c1 = p.faces.cells[2 * f + 1];
      p.faceCoeff[2 * f] = slotCoeff(c0, c1);
      p.faceCoeff[2 * f + 1] = slotCoeff(c1, c0);
    }
  }
  return p;
}

void reorderTetfvMesh(const TetfvOptions &opt, op_map base,
                      TetfvProblem &problem) {
  loom::Context &ctx = loom::context();
  const std::string name = !opt.reorder.empty() ? opt.reorder
                           : !ctx.options().reorder.empty()
                               ? ctx.options().reorder
                               : "none";
  const loom::reorder::Method method = loom::reorder::parseMethod(
      name, opt.reorder.empty() ? "LOOM_REORDER" : "--reorder");
  if (method == loom::reorder::Method::None)
    return;
  loom::reorder::ReorderOptions options;
  options.blockSize = opt.partSize > 0 ? opt.partSize : ctx.options().partSize;
  options.cacheDir = ctx.options().orderingCache;
  options.seed = opt.seed + 2;
  options.verbose = true;
  const loom::reorder::ReorderResult result =
      loom::reorder::reorderMesh(ctx, base, method, options);
  // The tets' permutation (newIndex[old]), carried over to the problem.
  // (base->to is the tets for both ptet and pface)
  const std::vector<int> &order = result.perSet.at(base->to->index);
  problem.graph = tetfv::permuted(problem.graph, order);
  std::vector<double> coeff(problem.coeff.size()), x0(problem.x0.size());
  for (size_t i = 0; i < order.size(); ++i) {
    const size_t to = static_cast<size_t>(order[i]);
    x0[to] = problem.x0[i];
    for (size_t s = 0; s < 4; ++s)
      coeff[4 * to + s] = problem.coeff[4 * i + s];
  }
  problem.coeff = std::move(coeff);
  problem.x0 = std::move(x0);
  std::string what =
      std::string("reordered by ") + loom::reorder::methodName(method);
  if (result.fromCache) {
    what += " (ordering loaded from LOOM_ORDERING_CACHE)";
  } else if (method == loom::reorder::Method::Partition) {
    const std::vector<int> &offsets = result.partOffsets;
    int largest = 0;
    for (size_t q = 0; q + 1 < offsets.size(); ++q)
      largest = std::max(largest, offsets[q + 1] - offsets[q]);
    what += " (" + std::to_string(offsets.size() - 1) + " parts of at most " +
            std::to_string(largest) + " " + base->from->name + ")";
  }
  problem.reordering = what;
}

std::vector<double> referenceTetfv(const TetfvProblem &problem, int steps) {
  const int n = problem.graph.numTets;
  const std::vector<int> &l = problem.graph.neighbours;
  const std::vector<double> &a = problem.coeff;
  std::vector<double> x = problem.x0, y(x.size());
  for (int step = 0; step < steps; ++step) {
    for (int i = 0; i < n; ++i) {
      const size_t k = 4 * static_cast<size_t>(i);
      double sum = 0.0;
      for (int j = 0; j < 4; ++j)
        sum += a[k + j] * (x[l[k + j]] - x[i]);
      y[i] = sum;
    }
    std::swap(x, y);
  }
  return x;
}

double tetfvTolerance(const TetfvProblem &problem, int steps) {
  double largest = 0.0;
  for (double v : problem.x0)
    largest = std::max(largest, std::abs(v));
  return 16.0 * std::numeric_limits<double>::epsilon() * largest * steps;
}
