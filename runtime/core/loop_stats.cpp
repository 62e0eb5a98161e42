#include "loom/core/loop_stats.h"

#include <chrono>
#include <ctime>

namespace loom {

void LoopStatsTable::recordDeviceTime(const std::string &loop, double seconds) {
  LoopStats &s = stats_[loop];
  ++s.deviceCalls;
  s.deviceSeconds += seconds;
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
  s.lastSeconds = seconds;
  if (s.current) {
    if (s.current->calls == 0 || seconds < s.current->fastestCall)
      s.current->fastestCall = seconds;
    ++s.current->calls;
    s.current->seconds += seconds;
    s.current->bytes += bytes;
  }
}

void LoopStatsTable::recordStrategy(const std::string &loop,
                                    const std::string &strategy,
                                    const std::string &shown) {
  LoopStats &s = stats_[loop];
  s.current = &s.strategies[strategy];
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

void LoopStatsTable::recordPlan(const std::string &loop, double seconds,
                                const std::string &strategy, bool loaded) {
  LoopStats &s = stats_[loop];
  s.planSeconds += seconds;
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
