// Per-loop timing records behind op_timing_output() and the loop report:
// calls, time, and the bytes each call moves (an estimate from its
// arguments) for effective GB/s; per loop also per execution strategy, with
// a summary of that strategy's plan when the backend gives one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace loom {

// What a plan looks like (from loom::plan::PlanStats), for reports.
struct PlanSummary {
  int nblocks = 0;                        // 0 for an element colouring
  int ncolours = 0;                       // block colours, or element colours
  int minPerColour = 0, maxPerColour = 0; // blocks (or elements) per colour
  double meanPerColour = 0;
  int maxThreadColours = 0; // hierarchical plans only
  double reuseFactor = 0;   // accesses per staged element, block plans
  // Bytes a block stages (shared memory, hierarchical plans): mean and most.
  double meanSharedBytes = 0;
  std::int64_t maxSharedBytes = 0;
  std::int64_t sectorsAoS = 0, sectorsSoA = 0; // modelled 32-byte sectors
  // Owner-computes plans: element runs per element of the set (above 1: the
  // elements two blocks' ranges share run in both); 0 for other plans.
  double runsPerElement = 0;
};

struct StrategyStats {
  long calls = 0;
  double seconds = 0.0;     // of the calls, plan building included
  double planSeconds = 0.0; // building this strategy's plans
  double bytes = 0.0;
  // Each call's milliseconds in call order, plan building excluded (the
  // first kMostSamples calls): the median and spread the report compares.
  std::vector<float> callMs;
  // Kernel milliseconds on the device (CUDA events), in call order.
  std::vector<float> kernelMs;
  double kernelSeconds = 0.0;
  bool hasPlan = false;
  PlanSummary plan;
  static constexpr std::size_t kMostSamples = 1 << 20;
};

struct LoopStats {
  long calls = 0;
  double seconds = 0.0;
  double bytes = 0.0;       // summed over calls
  double planSeconds = 0.0; // building or loading its plans
  long planBuilds = 0;      // plans built
  long planLoads = 0;       // plans read from LOOM_PLAN_CACHE
  // Plan making since the latest call: taken out of the next call's time.
  double pendingPlanSeconds = 0.0;
  double lastSeconds = 0.0; // the latest call's time without plan making
  // Kernel time measured on the device (CUDA events), summed over the
  // calls that measured it (deviceCalls).
  double deviceSeconds = 0.0;
  long deviceCalls = 0;
  std::string strategy;        // how the backend runs it, when it says
  std::string defaultStrategy; // what it runs when nobody chooses
  // How its latest call ran the elements, when the backend says: "simd"
  // (SIMD groups) or "scalar"; and why the loop has no SIMD form, when its
  // generator found none.
  std::string elementLoop, noSimdForm;
  std::map<std::string, StrategyStats> strategies; // by strategy
  StrategyStats *current = nullptr; // where the next call is recorded
  std::string currentStrategy;      // its key in `strategies`
};

// Entries are kept per loop *and set*: an application that runs one loop
// name on several sets (multigrid levels) gets an entry per set. The first
// set a name runs on keeps the plain name; each further set's entry is
// "name@set". The calls below take the loop's name and record under the
// entry of the set its latest LoopScope entered (enterLoop).
class LoopStatsTable {
public:
  // A call of `loop` on the set named `set` begins: later records of
  // `loop` go to that (loop, set)'s entry.
  void enterLoop(const std::string &loop, const char *set);
  // The entry `loop`'s records go to now ("name" or "name@set").
  const std::string &activeKey(const std::string &loop) const;
  // A call of `loop`; `elementLoop` ("simd", "scalar") and `noSimdForm`,
  // when not null, say how it ran its elements (LoopScope::noteElementLoop).
  void record(const std::string &loop, double seconds, double bytes,
              const char *elementLoop = nullptr,
              const char *noSimdForm = nullptr);
  // The device's kernel time of a call of `loop`, which ran with
  // `strategy` (a key of its strategies) when that is given.
  void recordDeviceTime(const std::string &loop, double seconds,
                        const std::string &strategy = {});
  // The same for the entry `key` (activeKey when the call began): kernel
  // times are settled after later calls may have entered other sets.
  void recordKernelTime(const std::string &key, double seconds,
                        const std::string &strategy);
  // Time spent making a plan of `loop` (for `strategy`, when given): built,
  // or read from LOOM_PLAN_CACHE when `loaded`.
  void recordPlan(const std::string &loop, double seconds,
                  const std::string &strategy = {}, bool loaded = false);
  // The strategy the loop's next calls run with (`strategy`, e.g.
  // "block:256") and how op_timing_output shows it (`shown`); and, when
  // given, the strategy the loop runs by default (what the report compares
  // the others with).
  void recordStrategy(const std::string &loop, const std::string &strategy,
                      const std::string &shown,
                      const std::string &byDefault = {});
  void recordPlanSummary(const std::string &loop, const std::string &strategy,
                         const PlanSummary &summary);
  // The latest call's time of `loop` without plan building, or a negative
  // number before its first.
  double lastCallSeconds(const std::string &loop) const;
  // The strategy `loop`'s calls are being recorded under ("" when none).
  const std::string &currentStrategy(const std::string &loop) const;
  const std::map<std::string, LoopStats> &entries() const { return stats_; }
  void clear() {
    stats_.clear();
    active_.clear();
  }

private:
  LoopStats &at(const std::string &loop) { return stats_[activeKey(loop)]; }
  struct Active {
    std::string firstSet; // keeps the plain name
    std::string set, key; // the latest set, and its entry
    // A recordStrategy since the latest call ended (pending): a backend
    // may choose before the call's LoopScope enters its set (CUDA's
    // loopStrategy); entering another set applies it to that set's entry.
    std::string strategy, shown, byDefault;
    bool pending = false;
  };
  void applyStrategy(LoopStats &s, const std::string &strategy,
                     const std::string &shown, const std::string &byDefault);
  std::map<std::string, LoopStats> stats_;
  std::map<std::string, Active, std::less<>> active_; // by loop name
};

// Wall-clock seconds since an arbitrary epoch (steady clock).
double wallTime();
// CPU seconds used by the process.
double cpuTime();

} // namespace loom
