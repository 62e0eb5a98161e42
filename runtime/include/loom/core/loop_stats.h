// Per-loop timing records behind op_timing_output(): calls, time, and the
// bytes each call moves (an estimate from its arguments) for effective GB/s.
#pragma once

#include <map>
#include <string>

namespace loom {

struct LoopStats {
  long calls = 0;
  double seconds = 0.0;
  double bytes = 0.0; // summed over calls
  double planSeconds = 0.0;
};

class LoopStatsTable {
public:
  void record(const std::string &loop, double seconds, double bytes);
  void recordPlan(const std::string &loop, double seconds);
  const std::map<std::string, LoopStats> &entries() const { return stats_; }
  void clear() { stats_.clear(); }

private:
  std::map<std::string, LoopStats> stats_;
};

// Wall-clock seconds since an arbitrary epoch (steady clock).
double wallTime();
// CPU seconds used by the process.
double cpuTime();

} // namespace loom
