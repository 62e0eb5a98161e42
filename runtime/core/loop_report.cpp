#include "loom/core/loop_report.h"

#include "loom/core/call_spread.h"
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
          {"shared_bytes_mean", p.meanSharedBytes},
          {"shared_bytes_max", p.maxSharedBytes},
          {"sectors_aos", p.sectorsAoS},
          {"sectors_soa", p.sectorsSoA},
          {"runs_per_element", p.runsPerElement}};
}

// Median, quartiles and count of the first `n` samples.
nlohmann::json spreadJson(const std::vector<float> &ms, size_t n) {
  const CallSpread s = spreadOf(ms, n);
  return {{"count", s.count},
          {"median_ms", s.median},
          {"q1_ms", s.q1},
          {"q3_ms", s.q3}};
}

// Equal footing: every strategy of a loop is compared on as many calls as
// the one with fewest (its first calls: under LOOM_AUTOTUNE the trials,
// which interleave the strategies, come first).
size_t comparedCalls(const LoopStats &s, bool kernel) {
  size_t n = 0;
  for (const auto &[text, st] : s.strategies) {
    const size_t have = (kernel ? st.kernelMs : st.callMs).size();
    if (have > 0)
      n = n == 0 ? have : std::min(n, have);
  }
  return n;
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
    if (!s.defaultStrategy.empty())
      loop["default"] = s.defaultStrategy;
    if (!s.elementLoop.empty())
      loop["element_loop"] = s.elementLoop; // "simd" or "scalar"
    if (!s.noSimdForm.empty())
      loop["no_simd_form"] = s.noSimdForm; // why, from the generator
    nlohmann::json strategies = nlohmann::json::object();
    const size_t compared = comparedCalls(s, false);
    const size_t comparedKernel = comparedCalls(s, true);
    for (const auto &[text, st] : s.strategies) {
      if (st.calls == 0 && st.planSeconds == 0 && !st.hasPlan &&
          st.kernelMs.empty())
        continue; // chosen for another set's call (loopStrategy), never run
      // Per strategy, the time of its calls without building its plans: the
      // figure to compare strategies by.
      nlohmann::json entry = figures(
          st.calls, std::max(0.0, st.seconds - st.planSeconds), st.bytes);
      entry["plan_seconds"] = st.planSeconds;
      if (!st.callMs.empty())
        entry["compared"] = spreadJson(st.callMs, compared);
      if (!st.kernelMs.empty()) {
        entry["kernel_seconds"] = st.kernelSeconds;
        entry["kernel_compared"] = spreadJson(st.kernelMs, comparedKernel);
      }
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
    fileio::checkOutputPath(path); // the inputs noted since op_init
    fileio::writeOutputFile(path, loopReportJson(stats));
  } catch (const fileio::OutputError &e) {
    throw Error(std::string("LOOM_REPORT: ") + e.what());
  }
}

} // namespace loom
