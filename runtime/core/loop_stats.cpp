#include "loom/core/loop_stats.h"

#include <chrono>
#include <ctime>

namespace loom {

void LoopStatsTable::record(const std::string &loop, double seconds,
                            double bytes) {
  LoopStats &s = stats_[loop];
  ++s.calls;
  s.seconds += seconds;
  s.bytes += bytes;
}

void LoopStatsTable::recordPlan(const std::string &loop, double seconds) {
  stats_[loop].planSeconds += seconds;
}

double wallTime() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

double cpuTime() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

} // namespace loom
