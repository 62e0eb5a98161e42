// LOOM_AUTOTUNE=1 in the openmp backend: each loop's strategy chosen by
// measuring (loom/core/strategy_tuner.h: warm calls, interleaved rounds,
// early drops, a choice kept only when it beats the default by more than the
// spread, saved to the tuning file and re-checked on later runs). The
// candidates: the default (block with defaultBlockSize), block:64 ...
// block:4096, global:1024, and owner at the default block size for a loop
// that can run it. A trial call's time is the previous call's
// from the loop statistics, without plan building (each trial strategy's
// plan is built once and cached).
#pragma once

#include "strategy.h"

#include "loom/core/strategy_tuner.h"

#include "op_lib_cpp.h"

#include <map>
#include <string>
#include <vector>

namespace loom::openmp {

class Autotuner {
public:
  explicit Autotuner(std::string tuningFile);

  static constexpr int kWarmCalls = StrategyTuner::kWarmCalls;
  static constexpr int kMinRounds = StrategyTuner::kMinRounds;
  static constexpr int kMaxRounds = StrategyTuner::kMaxRounds;
  static constexpr int kCheckRounds = StrategyTuner::kCheckRounds;

  struct Decision {
    Strategy strategy;
    bool trial = false;   // a trial or check call
    bool decided = false; // this call is the first with the chosen one
    bool warm = false;    // a warm-up call: not tuned (yet)
  };
  // The strategy this call of `loop` runs with; `ownerForm`: the loop's
  // generated code can run owner-computes plans.
  Decision strategyFor(const char *loop, op_set set, const op_arg *args,
                       int nargs, bool ownerForm = false);

  // The candidates besides the default for a loop whose sets have
  // `setSize` elements: owner too when `owner` (the loop can run it).
  static std::vector<Strategy> candidates(int setSize = 0, bool owner = false);

private:
  const Strategy &parsed(const std::string &text);

  StrategyTuner tuner_;
  std::map<std::string, Strategy, std::less<>> parsed_; // by text
};

} // namespace loom::openmp
