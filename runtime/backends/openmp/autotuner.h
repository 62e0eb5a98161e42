// LOOM_AUTOTUNE=1: the first calls of each loop try every candidate strategy
// (block:64 ... block:2048, global:1024), three times each (the first call
// of a candidate also builds its plan), and the loop keeps the candidate whose
// faster call was fastest. Call times come from the loop statistics
// (LoopScope records each call's time; the tuner reads the previous call's
// at the next call). Choices are saved to the tuning file (a JSON object
// "loop@meshhash": "strategy") and a later run on the same mesh starts
// tuned. The mesh hash covers the loop's set size and the maps it uses, so
// a renumbered or different mesh is tuned again.
#pragma once

#include "strategy.h"

#include "op_lib_cpp.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace loom::openmp {

class Autotuner {
public:
  explicit Autotuner(std::string tuningFile);

  struct Decision {
    Strategy strategy;
    bool trial = false;   // still trying candidates
    bool decided = false; // this call is the first with the chosen one
  };
  // The strategy this call of `loop` runs with.
  Decision strategyFor(const char *loop, op_set set, const op_arg *args,
                       int nargs);

  static std::vector<Strategy> candidates();

private:
  struct LoopState {
    std::string key; // "loop@meshhash"
    size_t next = 0; // index of the next trial
    std::vector<Strategy> trials;
    std::vector<double> seconds; // per trial, filled at the following call
    bool tuned = false;
    Strategy chosen;
  };

  void finish(LoopState &state);
  void save() const;

  std::string file_;
  std::map<std::string, std::string> saved_; // key -> strategy text
  std::map<std::string, LoopState, std::less<>> loops_;
};

// FNV-1a over the set size and the maps the loop's arguments use.
std::uint64_t meshHash(op_set set, const op_arg *args, int nargs);

} // namespace loom::openmp
