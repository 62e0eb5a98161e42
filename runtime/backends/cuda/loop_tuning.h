// LOOM_AUTOTUNE=1 in the CUDA backends: each loop's strategy chosen by the
// kernel time its calls take on the device (CUDA events), with the shared
// tuner (loom/core/strategy_tuner.h: warm calls, interleaved rounds, early
// drops, a choice kept only when it beats the default by more than the
// spread, saved to the tuning file and re-checked on later runs).
//
// A loop's candidates are the strategies it has a form of (global; atomic
// unless it has none; hier, and hier_atomic unless it has none, in
// cuda_hier builds where the loop has the hierarchical kernel), the default
// first; a loop with one form is not tuned. Block sizes are not tuned: each
// loop runs LOOM_CUDA_BLOCK_SIZE (or its default). Entries in the tuning
// file are "loop@meshhash@cuda_hier" for a loop with the hierarchical kernel,
// else "loop@meshhash@cuda_global" (its candidates are cuda_global's), apart
// from the openmp backend's "loop@meshhash".
//
// Kernel times are read lazily (loom/backend/cuda/kernel_timer.h): each
// trial call's KernelTimer takes the call's token and records the time
// under it once the device has passed the call. At the end of each round
// the tuner waits once for the device's queued work (finishDeviceWork), so
// that every call of the round is timed; once a loop is decided, its calls
// make no blocking call again.
#pragma once

#include "loom/backend/cuda/loop_strategy.h"
#include "loom/core/strategy_tuner.h"

#include <map>
#include <string>
#include <vector>

namespace loom::cuda {

class LoopTuner {
public:
  explicit LoopTuner(std::string tuningFile);

  // The strategies `forms` has, the default first.
  static std::vector<LoopStrategy> candidates(const LoopForms &forms);

  struct Choice {
    LoopStrategy strategy;
    char const *note; // for the timing table: " (trying)", ...
  };
  // The strategy of this call of `loop`; a second query within the call
  // (before its KernelTimer took the token) gets the same answer.
  Choice choose(char const *loop, op_set set, const op_arg *args, int nargs,
                const LoopForms &forms);
  long takeToken(char const *loop);
  void recordTime(long token, double seconds) {
    tuner_.recordTime(token, seconds);
  }

private:
  struct Open {
    bool open = false;    // a call asked and has not started its kernels yet
    bool oneForm = false; // nothing to tune
    long token = -1;
    Choice choice{};
  };
  StrategyTuner tuner_;
  std::map<std::string, Open, std::less<>> open_; // by loop name
};

} // namespace loom::cuda
