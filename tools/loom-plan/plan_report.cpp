#include "plan_report.h"

#include "plan_digest.h"

#include "loom/plan/plan.h"
#include "loom/plan/plan_json.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <ctime>

namespace loom::tools {

namespace plan = loom::plan;

namespace {

double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - t0)
      .count();
}

template <class Plan, class Build>
PlanRun run(const plan::LoopAccess &loop, Build &&build, bool validate,
            int repeat, bool digest) {
  PlanRun r;
  std::vector<double> times, cpuTimes;
  Plan p;
  for (int k = 0; k < repeat; ++k) {
    p = Plan(); // the previous plan's memory goes back first
    const std::clock_t c0 = std::clock();
    const auto t0 = std::chrono::steady_clock::now();
    p = build();
    times.push_back(msSince(t0));
    cpuTimes.push_back(1e3 * double(std::clock() - c0) / CLOCKS_PER_SEC);
  }
  std::sort(times.begin(), times.end());
  std::sort(cpuTimes.begin(), cpuTimes.end());
  r.buildMs = times[times.size() / 2];
  r.buildMinMs = times.front();
  r.buildCpuMs = cpuTimes[cpuTimes.size() / 2];
  r.repeats = repeat;
  if (validate) {
    const auto t0 = std::chrono::steady_clock::now();
    r.error = plan::validate(loop, p);
    r.validateMs = msSince(t0);
    r.validated = true;
  }
  r.stats = plan::computeStats(loop, p);
  if (digest)
    r.digest = planDigest(p);
  return r;
}

} // namespace

PlanRun runPlan(const plan::LoopAccess &loop, plan::Strategy strategy,
                int blockSize, plan::StagingMode staging, bool validate,
                int repeat, bool digest) {
  switch (strategy) {
  case plan::Strategy::Global:
    return run<plan::GlobalPlan>(
        loop, [&] { return plan::buildGlobalPlan(loop); }, validate, repeat,
        digest);
  case plan::Strategy::Block:
    return run<plan::BlockPlan>(
        loop, [&] { return plan::buildBlockPlan(loop, blockSize); }, validate,
        repeat, digest);
  case plan::Strategy::Owner:
    return run<plan::OwnerPlan>(
        loop, [&] { return plan::buildOwnerPlan(loop, blockSize); }, validate,
        repeat, digest);
  case plan::Strategy::Hierarchical:
    break;
  }
  return run<plan::HierarchicalPlan>(
      loop,
      [&] { return plan::buildHierarchicalPlan(loop, blockSize, staging); },
      validate, repeat, digest);
}

std::string formatTable(const std::vector<PlanRun> &runs) {
  std::string out = fmt::format(
      "{:<12} {:>5} {:>7} {:>7} {:>9} {:>6} {:>9} {:>9} {:>13} "
      "{:>13} {:>13} {:>13} {:>9} {:>9} {:>9} "
      "{}\n",
      "strategy", "bs", "blocks", "colours", "thr.col", "reuse", "staged",
      "shm.B", "sect.AoS/SoA", "lines.AoS/SoA", "glob.AoS", "glob.SoA",
      "build.ms", "cpu.ms", "valid.ms", "valid");
  for (const PlanRun &r : runs) {
    const plan::PlanStats &s = r.stats;
    const bool blocks = s.strategy != plan::Strategy::Global;
    // Block data (reuse, staging, sectors): not modelled for owner plans.
    const bool staged = blocks && s.strategy != plan::Strategy::Owner;
    // Thread colours (hierarchical), runs per element (owner-computes).
    const std::string thr =
        s.strategy == plan::Strategy::Hierarchical
            ? fmt::format("{}/{:.2f}", s.maxThreadColours, s.meanThreadColours)
        : s.strategy == plan::Strategy::Owner
            ? fmt::format("{:.3f}x", s.runsPerElement)
            : "-";
    out += fmt::format(
        "{:<12} {:>5} {:>7} {:>7} {:>9} {:>6} {:>9} {:>9} {:>13} {:>13} {:>13} "
        "{:>13} "
        "{:>9.1f} {:>9.1f} {:>9} {}\n",
        plan::toString(s.strategy), blocks ? std::to_string(s.blockSize) : "-",
        blocks ? std::to_string(s.nblocks) : "-", s.ncolours, thr,
        staged ? fmt::format("{:.2f}", s.reuseFactor) : "-",
        staged ? fmt::format("{:.1f}", s.meanStagedElements) : "-",
        staged ? fmt::format("{:.0f}", s.meanSharedBytes) : "-",
        staged
            ? fmt::format("{:.1f}/{:.1f}", s.meanSectorsAoS, s.meanSectorsSoA)
            : "-",
        staged ? fmt::format("{:.1f}/{:.1f}", s.meanLinesAoS, s.meanLinesSoA)
               : "-",
        s.globalSectorsAoS, s.globalSectorsSoA, r.buildMs, r.buildCpuMs,
        r.validated ? fmt::format("{:.1f}", r.validateMs) : "-",
        !r.validated      ? "not checked"
        : r.error.empty() ? "ok"
                          : "FAIL: " + r.error);
  }
  return out;
}

std::string formatDigests(const std::vector<PlanRun> &runs) {
  std::string out;
  for (const PlanRun &r : runs)
    if (!r.digest.empty())
      out += fmt::format("digest {} {} {}\n", plan::toString(r.stats.strategy),
                         r.stats.strategy == plan::Strategy::Global
                             ? std::string("-")
                             : std::to_string(r.stats.blockSize),
                         r.digest);
  return out;
}

nlohmann::json toJson(const PlanRun &r) {
  nlohmann::json j = plan::toJson(r.stats);
  j["build_ms"] = r.buildMs;
  j["build_min_ms"] = r.buildMinMs;
  j["build_cpu_ms"] = r.buildCpuMs;
  j["repeats"] = r.repeats;
  if (!r.digest.empty())
    j["digest"] = r.digest;
  if (r.validated) {
    j["validate_ms"] = r.validateMs;
    j["valid"] = r.error.empty();
    if (!r.error.empty())
      j["error"] = r.error;
  }
  return j;
}

} // namespace loom::tools
