// loom-plan: execution plans (global, block, hierarchical colouring) for a
// built-in loop over a mesh, or for any application's loop saved with
// LOOM_DUMP_LOOPS, with validation and locality statistics.
//
//   loom-plan --mesh grid.dat --loop res_calc --strategy all --block-size
//   256,448
//   loom-plan --loop-file dumps/res_calc.loop.json
//   loom-plan --mesh-size 1200x800 --loop res_calc --repeat 3
#include "loop_library.h"
#include "mesh.h"
#include "plan_report.h"

#include "loom/airfoil_mesh/naca0012_generator.h"
#include "loom/command_line/decimal_integer.h"
#include "loom/plan/loop_file.h"

#include "loom/core/guarded_main.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <exception>
#include <map>
#include <new>
#include <stdexcept>
#include <string>

namespace plan = loom::plan;
using namespace loom::tools;

namespace {

// Largest --block-size accepted (far beyond any useful block).
constexpr int kMaxBlockSize = 1 << 24;

// Runs `step`; out of memory becomes an error naming `context` (the file,
// loop and plan being worked on) instead of a bare "out of memory".
template <class Step>
decltype(auto) withContext(const std::string &context, Step &&step) {
  try {
    return step();
  } catch (const std::bad_alloc &) {
    throw std::runtime_error(context + ": out of memory");
  }
}

// "IxJ" with I >= 2, J >= 1 within the built-in generator's limits.
bool parseMeshSize(const std::string &text, int &I, int &J) {
  long long i = 0, j = 0;
  char x = 0, rest = 0;
  if (std::sscanf(text.c_str(), "%lld%c%lld%c", &i, &x, &j, &rest) != 3 ||
      x != 'x' || i < 2 || j < 1 || !loom::io::naca0012SizeFits(i, j))
    return false;
  I = int(i);
  J = int(j);
  return true;
}

int planMain(int argc, char **argv) {
  CLI::App app{
      "loom-plan: build, validate and measure execution plans for a mesh loop"};
  std::string meshPath, loopFile, loopName = "res_calc", strategyName = "all",
                                  stagingName = "all";
  std::string meshSize;
  std::vector<int> blockSizes;
  int repeat = 1;
  bool json = false, noValidate = false, digest = false;
  auto *mesh =
      app.add_option(
             "--mesh", meshPath,
             "OP2 Airfoil grid (.dat) or gmsh ASCII 2.2/4.1 mesh (.msh)")
          ->check(CLI::ExistingFile);
  auto *generated =
      app.add_option("--mesh-size", meshSize,
                     "Airfoil's built-in NACA0012 mesh of IxJ (3*I*J cells, "
                     "as airfoil --mesh-size makes it), instead of --mesh")
          ->excludes(mesh);
  app.add_option("--loop-file", loopFile,
                 "a loop saved by a program run with LOOM_DUMP_LOOPS=dir "
                 "(dir/<loop>.loop.json), instead of --mesh and --loop")
      ->check(CLI::ExistingFile)
      ->excludes(mesh)
      ->excludes(generated);
  app.add_option("--loop", loopName,
                 "res_calc | adt_calc | bres_calc (Airfoil), flux (gmsh)")
      ->capture_default_str();
  app.add_option("--strategy", strategyName,
                 "global | block | hierarchical | owner | all")
      ->check(
          CLI::IsMember({"global", "block", "hierarchical", "owner", "all"}))
      ->capture_default_str();
  app.add_option("--block-size", blockSizes,
                 "block size(s), repeatable or comma list (default 256)")
      ->delimiter(',')
      ->transform(loom::command_line::kDecimalInteger)
      ->check(CLI::Range(1, kMaxBlockSize));
  app.add_option("--staging", stagingName,
                 "hierarchical staging: all | written")
      ->check(CLI::IsMember({"all", "written"}))
      ->capture_default_str();
  app.add_option("--repeat", repeat,
                 "build each plan N times; build.ms is the median")
      ->transform(loom::command_line::kDecimalInteger)
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  app.add_flag("--json", json, "print JSON instead of a table");
  app.footer(
      "Columns of the table:\n  strategy      global (element colouring), "
      "block (OP2's block colouring), hierarchical (block colours, then thread "
      "colours inside each block)\n  bs            block size: elements per "
      "block\n  blocks        number of blocks\n  colours       element "
      "colours (global) or block colours (block, hierarchical)\n  thr.col      "
      " thread colours per block, max/mean (hierarchical only)\n  reuse        "
      " mean accesses per staged element: how often a block reuses the "
      "indirect data it loads\n  staged        mean distinct indirect elements "
      "a block touches (what a GPU block stages in shared memory)\n  shm.B     "
      "    mean shared-memory bytes per block for the staged data\n  "
      "sect.AoS/SoA  mean 32-byte sectors of the staged data per block, "
      "array-of-structs / struct-of-arrays layout\n  lines.AoS/SoA mean "
      "128-byte lines of the staged data per block, AoS / SoA\n  glob.AoS      "
      "modelled 32-byte global-memory sectors per loop execution, AoS (the "
      "model: runtime/include/loom/plan/plan_stats.h)\n  glob.SoA      the "
      "same in SoA layout\n  build.ms      time to build the plan (median of "
      "--repeat)\n  cpu.ms        CPU time of the build, user + system "
      "(median)\n  valid.ms  "
      "    time of the race validator\n  valid         ok when the validator "
      "found no two elements of one colour writing the same data\n");
  app.add_flag("--no-validate", noValidate, "skip the race validator");
  app.add_flag("--digest", digest,
               "also print a digest of every array of each plan (equal "
               "digests: the same plan), to check that a planner change "
               "keeps its plans");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    if (e.get_exit_code() == 0)
      return app.exit(e); // --help
    loom::printErrorLine(e.what());
    return 1;
  }
  if (blockSizes.empty())
    blockSizes = {256};
  int meshI = 0, meshJ = 0;
  if (!meshSize.empty() && !parseMeshSize(meshSize, meshI, meshJ)) {
    loom::printErrorLine("--mesh-size: expected IxJ with I >= 2, J >= 1 (" +
                         loom::io::naca0012Limits() + "), got '" + meshSize +
                         "'");
    return 1;
  }
  if (meshPath.empty() && loopFile.empty() && meshSize.empty()) {
    loom::printErrorLine(
        "give --mesh or --mesh-size (with --loop), or --loop-file");
    return 1;
  }

  {
    auto t0 = std::chrono::steady_clock::now();
    Mesh mesh;
    plan::LoopFile saved;
    BuiltLoop built;
    if (!meshSize.empty()) {
      mesh = withContext("--mesh-size " + meshSize + ": generating the mesh",
                         [&] { return generateAirfoilGrid(meshI, meshJ); });
      meshPath = mesh.path;
    } else if (loopFile.empty()) {
      mesh = withContext(meshPath + ": reading the mesh",
                         [&] { return readMesh(meshPath); });
    } else {
      saved = withContext(loopFile + ": reading the loop file",
                          [&] { return plan::readLoopFile(loopFile); });
      loopName = saved.loop;
      meshPath = loopFile;
    }
    const double readMs = std::chrono::duration<double, std::milli>(
                              std::chrono::steady_clock::now() - t0)
                              .count();
    t0 = std::chrono::steady_clock::now();
    if (loopFile.empty()) {
      built = withContext(meshPath + ": building loop " + loopName,
                          [&] { return buildLoop(mesh, loopName); });
    } else {
      built.name = saved.loop;
      built.setName = saved.set;
      built.loop = saved.access; // points into saved.maps, which stays
    }
    const double loopMs = std::chrono::duration<double, std::milli>(
                              std::chrono::steady_clock::now() - t0)
                              .count();
    const plan::StagingMode staging = stagingName == "written"
                                          ? plan::StagingMode::Written
                                          : plan::StagingMode::All;

    std::vector<PlanRun> runs;
    const bool all = strategyName == "all";
    auto planOne = [&](plan::Strategy s, int bs) {
      const std::string what =
          meshPath + ": " + plan::toString(s) + " plan" +
          (bs > 0 ? " (block size " + std::to_string(bs) + ")" : "") +
          " of loop " + loopName + " over " +
          std::to_string(built.loop.setSize) + " " + built.setName;
      runs.push_back(withContext(what, [&] {
        return runPlan(built.loop, s, bs, staging, !noValidate, repeat, digest);
      }));
    };
    if (all || strategyName == "global")
      planOne(plan::Strategy::Global, 0);
    for (plan::Strategy s :
         {plan::Strategy::Block, plan::Strategy::Hierarchical,
          plan::Strategy::Owner})
      if (all || strategyName == plan::toString(s))
        for (int bs : blockSizes)
          planOne(s, bs);

    bool ok = true;
    for (const PlanRun &r : runs)
      ok = ok && r.error.empty();
    if (json) {
      nlohmann::json out{{"mesh", meshPath},
                         {"loop", loopName},
                         {"set", built.setName},
                         {"set_size", built.loop.setSize},
                         {"staging", plan::toString(staging)},
                         {"read_ms", readMs},
                         {"loop_ms", loopMs},
                         {"plans", nlohmann::json::array()}};
      for (const PlanRun &r : runs)
        out["plans"].push_back(toJson(r));
      fmt::print("{}\n", out.dump(2));
    } else {
      if (loopFile.empty())
        fmt::print("mesh {} ({} nodes, {} cells), loop {} over {} {} (read "
                   "{:.0f} ms, loop "
                   "{:.0f} ms), staging {}\n",
                   meshPath, mesh.nnode, mesh.ncell, loopName,
                   built.loop.setSize, built.setName, readMs, loopMs,
                   plan::toString(staging));
      else
        fmt::print("loop file {}: loop {} over {} {} ({} indirect accesses, "
                   "read {:.0f} ms), staging {}\n",
                   loopFile, loopName, built.loop.setSize, built.setName,
                   built.loop.accesses.size(), readMs, plan::toString(staging));
      fmt::print("{}{}", formatTable(runs), formatDigests(runs));
    }
    return ok ? 0 : 2;
  }
}

} // namespace

int main(int argc, char **argv) {
  return loom::guardedMain([&] { return planMain(argc, argv); });
}
