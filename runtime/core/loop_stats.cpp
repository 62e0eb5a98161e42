#include "loom/core/loop_stats.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace loom {

void LoopStatsTable::enterLoop(const std::string &loop, const char *set) {
  Active &a = active_[loop];
  if (a.set == set) // the same set as the latest call: nothing to do
    return;
  if (a.firstSet.empty())
    a.firstSet = set;
  a.set = set;
  a.key = a.firstSet == set ? loop : loop + "@" + set;
  if (a.pending)
    applyStrategy(stats_[a.key], a.strategy, a.shown, a.byDefault);
}

const std::string &LoopStatsTable::activeKey(const std::string &loop) const {
  auto it = active_.find(loop);
  return it == active_.end() || it->second.key.empty() ? loop : it->second.key;
}

void LoopStatsTable::recordDeviceTime(const std::string &loop, double seconds,
                                      const std::string &strategy) {
  recordKernelTime(activeKey(loop), seconds, strategy);
}

void LoopStatsTable::recordKernelTime(const std::string &key, double seconds,
                                      const std::string &strategy) {
  LoopStats &s = stats_[key];
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
  if (auto a = active_.find(loop); a != active_.end())
    a->second.pending = false; // the call it was made for has ended
  LoopStats &s = at(loop);
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
  Active &a = active_[loop];
  // On every call (CUDA): assign only when it changes.
  if (a.strategy != strategy)
    a.strategy = strategy;
  if (a.shown != shown)
    a.shown = shown;
  if (!byDefault.empty() && a.byDefault != byDefault)
    a.byDefault = byDefault;
  a.pending = true;
  applyStrategy(at(loop), strategy, shown, byDefault);
}

void LoopStatsTable::applyStrategy(LoopStats &s, const std::string &strategy,
                                   const std::string &shown,
                                   const std::string &byDefault) {
  if (!byDefault.empty() && s.defaultStrategy.empty()) // the first says
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
  StrategyStats &s = at(loop).strategies[strategy];
  s.hasPlan = true;
  s.plan = summary;
}

double LoopStatsTable::lastCallSeconds(const std::string &loop) const {
  auto it = stats_.find(activeKey(loop));
  return it == stats_.end() || it->second.calls == 0 ? -1.0
                                                     : it->second.lastSeconds;
}

const std::string &
LoopStatsTable::currentStrategy(const std::string &loop) const {
  static const std::string none;
  auto it = stats_.find(activeKey(loop));
  return it == stats_.end() ? none : it->second.currentStrategy;
}

void LoopStatsTable::recordPlan(const std::string &loop, double seconds,
                                const std::string &strategy, bool loaded) {
  LoopStats &s = at(loop);
  s.planSeconds += seconds;
  s.pendingPlanSeconds += seconds;
  ++(loaded ? s.planLoads : s.planBuilds);
  if (!strategy.empty())
    s.strategies[strategy].planSeconds += seconds;
}

double wallTime() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

double cpuTime() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

} // namespace loom
