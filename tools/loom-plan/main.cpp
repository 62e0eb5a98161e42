// loom-plan: execution plans (global, block, hierarchical colouring) for a
// built-in loop over a mesh, with validation and locality statistics.
//
//   loom-plan --mesh grid.dat --loop res_calc --strategy all --block-size
//   256,448
#include "loop_library.h"
#include "mesh.h"
#include "plan_report.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <exception>
#include <map>

namespace plan = loom::plan;
using namespace loom::tools;

int main(int argc, char **argv) {
  CLI::App app{
      "loom-plan: build, validate and measure execution plans for a mesh loop"};
  std::string meshPath, loopName = "res_calc", strategyName = "all",
                        stagingName = "all";
  std::vector<int> blockSizes;
  bool json = false, noValidate = false;
  app.add_option("--mesh", meshPath,
                 "OP2 Airfoil grid (.dat) or gmsh ASCII 2.2/4.1 mesh (.msh)")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--loop", loopName,
                 "res_calc | adt_calc | bres_calc (Airfoil), flux (gmsh)")
      ->capture_default_str();
  app.add_option("--strategy", strategyName,
                 "global | block | hierarchical | all")
      ->check(CLI::IsMember({"global", "block", "hierarchical", "all"}))
      ->capture_default_str();
  app.add_option("--block-size", blockSizes,
                 "block size(s), repeatable or comma list (default 256)")
      ->delimiter(',')
      ->check(CLI::PositiveNumber);
  app.add_option("--staging", stagingName,
                 "hierarchical staging: all | written")
      ->check(CLI::IsMember({"all", "written"}))
      ->capture_default_str();
  app.add_flag("--json", json, "print JSON instead of a table");
  app.add_flag("--no-validate", noValidate, "skip the race validator");
  CLI11_PARSE(app, argc, argv);
  if (blockSizes.empty())
    blockSizes = {256};

  try {
    auto t0 = std::chrono::steady_clock::now();
    const Mesh mesh = readMesh(meshPath);
    const double readMs = std::chrono::duration<double, std::milli>(
                              std::chrono::steady_clock::now() - t0)
                              .count();
    t0 = std::chrono::steady_clock::now();
    const BuiltLoop built = buildLoop(mesh, loopName);
    const double loopMs = std::chrono::duration<double, std::milli>(
                              std::chrono::steady_clock::now() - t0)
                              .count();
    const plan::StagingMode staging = stagingName == "written"
                                          ? plan::StagingMode::Written
                                          : plan::StagingMode::All;

    std::vector<PlanRun> runs;
    const bool all = strategyName == "all";
    if (all || strategyName == "global")
      runs.push_back(
          runPlan(built.loop, plan::Strategy::Global, 0, staging, !noValidate));
    for (plan::Strategy s :
         {plan::Strategy::Block, plan::Strategy::Hierarchical})
      if (all || strategyName == plan::toString(s))
        for (int bs : blockSizes)
          runs.push_back(runPlan(built.loop, s, bs, staging, !noValidate));

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
      fmt::print("mesh {} ({} nodes, {} cells), loop {} over {} {} (read "
                 "{:.0f} ms, loop "
                 "{:.0f} ms), staging {}\n",
                 meshPath, mesh.nnode, mesh.ncell, loopName, built.loop.setSize,
                 built.setName, readMs, loopMs, plan::toString(staging));
      fmt::print("{}", formatTable(runs));
    }
    return ok ? 0 : 2;
  } catch (const std::exception &err) {
    fmt::print(stderr, "loom-plan: {}\n", err.what());
    return 1;
  }
}
