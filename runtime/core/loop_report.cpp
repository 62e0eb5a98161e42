#include "loom/core/loop_report.h"

#include "loom/core/error.h"
#include "loom/fileio/output_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace loom {

namespace {

nlohmann::json figures(long calls, double seconds, double bytes) {
  return {{"calls", calls},
          {"seconds", seconds},
          {"ms_per_call", calls ? 1e3 * seconds / calls : 0.0},
          {"gb_per_s", seconds > 0 ? bytes / seconds / 1e9 : 0.0}};
}

nlohmann::json planJson(const PlanSummary &p) {
  return {{"blocks", p.nblocks},
          {"colours", p.ncolours},
          {"min_per_colour", p.minPerColour},
          {"mean_per_colour", p.meanPerColour},
          {"max_per_colour", p.maxPerColour},
          {"thread_colours", p.maxThreadColours},
          {"reuse", p.reuseFactor},
          {"sectors_aos", p.sectorsAoS},
          {"sectors_soa", p.sectorsSoA}};
}

} // namespace

std::string loopReportJson(const LoopStatsTable &stats) {
  nlohmann::json loops = nlohmann::json::object();
  for (const auto &[name, s] : stats.entries()) {
    nlohmann::json loop = figures(s.calls, s.seconds, s.bytes);
    loop["plan_seconds"] = s.planSeconds;
    if (s.deviceCalls > 0)
      loop["kernel_seconds"] = s.deviceSeconds; // CUDA events
    loop["strategy"] = s.strategy;
    if (!s.elementLoop.empty())
      loop["element_loop"] = s.elementLoop; // "simd" or "scalar"
    if (!s.noSimdForm.empty())
      loop["no_simd_form"] = s.noSimdForm; // why, from the generator
    nlohmann::json strategies = nlohmann::json::object();
    for (const auto &[text, st] : s.strategies) {
      // Per strategy, the time of its calls without building its plans: the
      // figure to compare strategies by.
      nlohmann::json entry = figures(
          st.calls, std::max(0.0, st.seconds - st.planSeconds), st.bytes);
      entry["plan_seconds"] = st.planSeconds;
      entry["fastest_ms"] = 1e3 * st.fastestCall;
      if (st.hasPlan)
        entry["plan"] = planJson(st.plan);
      strategies[text] = std::move(entry);
    }
    loop["strategies"] = std::move(strategies);
    loops[name] = std::move(loop);
  }
  return nlohmann::json{{"loom_report", 1}, {"loops", std::move(loops)}}.dump(
             2) +
         "\n";
}

void writeLoopReport(const LoopStatsTable &stats, const std::string &path) {
  try {
    fileio::writeOutputFile(path, loopReportJson(stats));
  } catch (const fileio::OutputError &e) {
    throw Error(std::string("LOOM_REPORT: ") + e.what());
  }
}

} // namespace loom
