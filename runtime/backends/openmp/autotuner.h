// LOOM_AUTOTUNE=1: each loop's strategy chosen by measuring, so that it
// survives noise. A loop's first kWarmCalls calls run the default (a loop
// called fewer times is reported, not tuned, and builds no trial plan);
// then rounds of trials interleave the candidates (the default, block:64 ...
// block:4096, global:1024, and owner at the default block size for a loop
// that can run it), one call each per round, so that a slow spell
// of the machine falls on all of them alike. After kMinRounds rounds, a
// candidate whose first quartile is above the best's third quartile is
// dropped; trials stop when one candidate is left or after kMaxRounds
// rounds. The best median is kept only when it beats the default's by more
// than the spread (the larger interquartile range of the two); otherwise the
// default is kept. Call times come from the loop statistics without plan
// building (each trial strategy's plan is built once and cached).
//
// Choices are saved to the tuning file (a JSON object "loop@meshhash":
// "strategy"); a later run on the same mesh re-checks a saved choice that is
// not the default cheaply (kCheckRounds rounds of it against the default)
// and, when it has become slower by more than the spread, warns, runs the
// default and drops the entry. The mesh hash covers the loop's set (name and
// size) and the maps it uses, so a renumbered or different mesh is tuned
// again, and a loop run on several sets is tuned on each.
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

  static constexpr int kWarmCalls = 2;
  static constexpr int kMinRounds = 3, kMaxRounds = 7, kCheckRounds = 3;

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
  enum class Phase { Warm, Trials, Check, Done };
  struct LoopState {
    std::string key; // "loop@meshhash"
    Phase phase = Phase::Warm;
    int calls = 0, round = 0;
    size_t at = 0;                            // next candidate in this round
    int last = -1;                            // candidate the previous call ran
    std::vector<Strategy> active;             // [0]: the default
    std::vector<std::vector<double>> seconds; // per candidate
    Strategy chosen;
  };

  void start(LoopState &state, Phase phase, std::vector<Strategy> active);
  bool roundEnds(LoopState &state); // true when the phase is over
  void finishTrials(LoopState &state);
  void finishCheck(LoopState &state, const char *loop);
  void save() const;

  std::string file_;
  std::map<std::string, std::string> saved_; // key -> strategy text
  // By loop name, then set name: a loop run on several sets (multigrid
  // levels) is tuned on each.
  std::map<std::string, std::map<std::string, LoopState, std::less<>>,
           std::less<>>
      loops_;
};

// FNV-1a over the set's name and size and the maps the loop's arguments
// use.
std::uint64_t meshHash(op_set set, const op_arg *args, int nargs);

} // namespace loom::openmp
