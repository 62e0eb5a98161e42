#include "loom/core/loop_stats.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace loom {

void LoopStatsTable::recordDeviceTime(const std::string &loop, double seconds,
                                      const std::string &strategy) {
  LoopStats &s = stats_[loop];
  ++s.deviceCalls;
  s.deviceSeconds += seconds;
  if (strategy.empty())
    return;
  StrategyStats &st = s.strategies[strategy];
  st.kernelSeconds += seconds;
  if (st.kernelMs.size() < StrategyStats::kMostSamples)
    st.kernelMs.push_back(static_cast<float>(1e3 * seconds));
}

void LoopStatsTable::record(const std::string &loop, double seconds,
                            double bytes, const char *elementLoop,
                            const char *noSimdForm) {
  LoopStats &s = stats_[loop];
  // On every call: assign only when it changes.
  if (elementLoop && s.elementLoop != elementLoop)
    s.elementLoop = elementLoop;
  if (noSimdForm && s.noSimdForm != noSimdForm)
    s.noSimdForm = noSimdForm;
  ++s.calls;
  s.seconds += seconds;
  s.bytes += bytes;
  s.lastSeconds = std::max(0.0, seconds - s.pendingPlanSeconds);
  s.pendingPlanSeconds = 0.0;
  if (s.current) {
    if (s.current->callMs.size() < StrategyStats::kMostSamples)
      s.current->callMs.push_back(static_cast<float>(1e3 * s.lastSeconds));
    ++s.current->calls;
    s.current->seconds += seconds;
    s.current->bytes += bytes;
  }
}

void LoopStatsTable::recordStrategy(const std::string &loop,
                                    const std::string &strategy,
                                    const std::string &shown,
                                    const std::string &byDefault) {
  LoopStats &s = stats_[loop];
  if (!byDefault.empty() && s.defaultStrategy != byDefault)
    s.defaultStrategy = byDefault;
  s.current = &s.strategies[strategy];
  if (s.currentStrategy != strategy)
    s.currentStrategy = strategy;
  if (s.strategy != shown)
    s.strategy = shown;
}

void LoopStatsTable::recordPlanSummary(const std::string &loop,
                                       const std::string &strategy,
                                       const PlanSummary &summary) {
  StrategyStats &s = stats_[loop].strategies[strategy];
  s.hasPlan = true;
  s.plan = summary;
}

double LoopStatsTable::lastCallSeconds(const std::string &loop) const {
  auto it = stats_.find(loop);
  return it == stats_.end() || it->second.calls == 0 ? -1.0
                                                     : it->second.lastSeconds;
}

const std::string &
LoopStatsTable::currentStrategy(const std::string &loop) const {
  static const std::string none;
  auto it = stats_.find(loop);
  return it == stats_.end() ? none : it->second.currentStrategy;
}

void LoopStatsTable::recordPlan(const std::string &loop, double seconds,
                                const std::string &strategy) {
  LoopStats &s = stats_[loop];
  s.planSeconds += seconds;
  s.pendingPlanSeconds += seconds;
  if (!strategy.empty())
    s.strategies[strategy].planSeconds += seconds;
}

double wallTime() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

double cpuTime() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

} // namespace loom
