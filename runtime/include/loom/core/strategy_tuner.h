// LOOM_AUTOTUNE=1, the part every backend shares: each loop's strategy
// chosen by measuring, so that it survives noise. The backend names a
// loop's candidates (strategies as text, the default first) and reports
// each trial call's time; this class decides.
//
// A loop's first kWarmCalls calls run the default (a loop called fewer
// times is reported, not tuned); then rounds of trials interleave the
// candidates, one call each per round, so that a slow spell of the machine
// falls on all of them alike. After kMinRounds rounds, a candidate whose
// first quartile is above the best's third quartile is dropped; trials stop
// when one candidate is left or after kMaxRounds rounds. The best median is
// kept only when it beats the default's by more than the spread (the larger
// interquartile range of the two); otherwise the default is kept.
//
// Choices are saved to the tuning file (loom/core/tuning_file.h); a later
// run on the same mesh re-checks a saved choice that is not the default
// cheaply (kCheckRounds rounds of it against the default) and, when it has
// become slower by more than the spread, warns, runs the default and drops
// the entry.
//
// Times reach the tuner by token: each trial (or check) call gets one, and
// its time is recorded under it when known, at once (the openmp backend:
// the previous call's time, recordPrevious) or later (CUDA: kernel times
// read from events after the device passed them). Before a round's times
// are compared the tuner calls `settle` (when given), which must record
// every time still outstanding.
#pragma once

#include "loom/core/tuning_file.h"

#include "op_lib_cpp.h"

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace loom {

class StrategyTuner {
public:
  static constexpr int kWarmCalls = 2;
  static constexpr int kMinRounds = 3, kMaxRounds = 7, kCheckRounds = 3;

  using Settle = void (*)();
  explicit StrategyTuner(std::string tuningFile, Settle settle = nullptr);

  // One loop's tuning on one set.
  class Loop {
  public:
    const std::string &name() const { return name_; }
    const std::string &chosen() const { return chosen_; }

  private:
    friend class StrategyTuner;
    enum Phase { Warm, Trials, Check, Done };
    std::string name_, key_; // the loop's name; "loop@meshhash"
    Phase phase_ = Warm;
    int calls_ = 0, round_ = 0;
    bool announce_ = false; // decided at add(): the next call says so
    size_t at_ = 0;         // next candidate in this round
    long last_ = -1;        // the previous call's token
    std::vector<std::string> candidates_;      // [0]: the default
    std::vector<std::string> active_;          // [0]: the default
    std::vector<std::vector<double>> seconds_; // per active candidate
    std::string chosen_;
  };
  struct Decision {
    const std::string *strategy = nullptr; // one of the loop's candidates
    bool trial = false;                    // a trial or check call
    bool decided = false; // this call is the first with the chosen one
    bool warm = false;    // a warm-up call: not tuned (yet)
    long token = -1;      // a trial or check call's, for recordTime
  };

  // The tuning of `loop` on `set`, or null before add().
  Loop *find(std::string_view loop, op_set set);
  // Starts tuning `loop` on `set` among `candidates` ([0]: the default).
  // `canonical` turns a strategy saved in the tuning file into the text of
  // one the loop can run, or "" (or throws loom::Error) when it cannot: the
  // loop is then tuned again and its entry overwritten. A `family` ("" for
  // the openmp backend) is appended to the entry's key ("loop@meshhash@
  // family"): backends whose strategies differ keep apart entries in one
  // tuning file rather than overwrite each other's.
  Loop &add(const char *loop, op_set set, const op_arg *args, int nargs,
            std::vector<std::string> candidates,
            const std::function<std::string(const std::string &)> &canonical,
            const char *family = "");
  // The strategy this call of the loop runs with.
  Decision next(Loop &loop);
  // The time of the call that got `token` (ignored when the tuner no
  // longer waits for it).
  void recordTime(long token, double seconds);
  // The time of the loop's previous call, when it was a trial (none when
  // `seconds` is negative).
  void recordPrevious(Loop &loop, double seconds);

private:
  void start(Loop &loop, Loop::Phase phase, std::vector<std::string> active);
  bool roundEnds(Loop &loop); // true when the phase is over
  void finishTrials(Loop &loop);
  void finishCheck(Loop &loop);

  TuningFile file_;
  Settle settle_;
  // By loop name, then set name: a loop run on several sets (multigrid
  // levels) is tuned on each.
  std::map<std::string, std::map<std::string, Loop, std::less<>>, std::less<>>
      loops_;
  struct Waiting {
    Loop *loop;
    std::string strategy;
  };
  // By token; tokens are unique in the process, so that a time for an
  // earlier tuner (a new op_init) is never taken for this one's.
  std::map<long, Waiting> waiting_;
};

} // namespace loom
