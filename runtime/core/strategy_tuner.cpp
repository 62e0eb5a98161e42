#include "loom/core/strategy_tuner.h"

#include "loom/core/call_spread.h"
#include "loom/core/error.h"

#include <algorithm>
#include <cstdio>

namespace loom {

namespace {

// Median and spread of each candidate's calls; the index of the lowest
// median among those measured.
size_t bestOf(const std::vector<std::vector<double>> &seconds,
              std::vector<CallSpread> &spread) {
  spread.clear();
  size_t best = 0;
  for (const std::vector<double> &s : seconds) {
    spread.push_back(spreadOf(s));
    const bool measured = spread.back().count > 0;
    if (measured &&
        (spread[best].count == 0 || spread.back().median < spread[best].median))
      best = spread.size() - 1;
  }
  return best;
}

// Whether `fast` beats `slow` by more than the larger spread of the two.
bool beats(const CallSpread &fast, const CallSpread &slow) {
  return slow.median - fast.median > std::max(fast.spread(), slow.spread());
}

} // namespace

StrategyTuner::StrategyTuner(std::string tuningFile, Settle settle)
    : file_(std::move(tuningFile)), settle_(settle) {}

StrategyTuner::Loop *StrategyTuner::find(std::string_view loop, op_set set) {
  auto named = loops_.find(loop);
  if (named == loops_.end())
    return nullptr;
  auto it = named->second.find(std::string_view(set->name ? set->name : ""));
  return it == named->second.end() ? nullptr : &it->second;
}

StrategyTuner::Loop &StrategyTuner::add(
    const char *name, op_set set, const op_arg *args, int nargs,
    std::vector<std::string> candidates,
    const std::function<std::string(const std::string &)> &canonical,
    const char *family) {
  auto named = loops_.find(std::string_view(name));
  if (named == loops_.end())
    named = loops_.try_emplace(name).first;
  Loop &loop =
      named->second.try_emplace(std::string(set->name ? set->name : ""))
          .first->second;
  loop.name_ = name;
  loop.key_ = tuningKey(name, set, args, nargs);
  if (*family)
    loop.key_.append("@").append(family);
  loop.candidates_ = std::move(candidates);
  loop.chosen_ = loop.candidates_.at(0);
  if (const std::string *s = file_.find(loop.key_)) {
    std::string saved;
    try {
      saved = canonical(*s);
    } catch (const Error &) {
      // A stale or foreign entry: tune again and overwrite it.
    }
    if (saved == loop.chosen_) {
      loop.phase_ = Loop::Done;
      loop.announce_ = true;
    } else if (!saved.empty())
      start(loop, Loop::Check, {loop.chosen_, saved});
  }
  return loop;
}

void StrategyTuner::start(Loop &loop, Loop::Phase phase,
                          std::vector<std::string> active) {
  loop.phase_ = phase;
  loop.active_ = std::move(active);
  loop.seconds_.assign(loop.active_.size(), {});
  loop.round_ = 0;
  loop.at_ = 0;
}

void StrategyTuner::recordTime(long token, double seconds) {
  auto it = waiting_.find(token);
  if (it == waiting_.end())
    return;
  Loop &loop = *it->second.loop;
  auto at =
      std::find(loop.active_.begin(), loop.active_.end(), it->second.strategy);
  if (at != loop.active_.end() && seconds >= 0)
    loop.seconds_[at - loop.active_.begin()].push_back(seconds);
  waiting_.erase(it);
}

void StrategyTuner::recordPrevious(Loop &loop, double seconds) {
  if (loop.last_ >= 0)
    recordTime(loop.last_, seconds);
  loop.last_ = -1;
}

StrategyTuner::Decision StrategyTuner::next(Loop &loop) {
  if (loop.phase_ == Loop::Done) {
    // Decided at add() (the saved choice is the default): this first call
    // says so.
    const bool first = loop.announce_;
    loop.announce_ = false;
    return {&loop.chosen_, false, first};
  }
  loop.last_ = -1;
  if (loop.phase_ == Loop::Warm) {
    if (++loop.calls_ <= kWarmCalls)
      return {&loop.chosen_, false, false, true};
    std::vector<std::string> active = {loop.chosen_};
    for (const std::string &c : loop.candidates_)
      if (c != loop.chosen_)
        active.push_back(c);
    start(loop, Loop::Trials, std::move(active));
  }
  if (loop.at_ == loop.active_.size()) {
    if (settle_) // every call of the round timed
      settle_();
    if (roundEnds(loop)) {
      if (loop.phase_ == Loop::Trials)
        finishTrials(loop);
      else
        finishCheck(loop);
      loop.phase_ = Loop::Done;
      return {&loop.chosen_, false, true};
    }
  }
  static long nextToken = 0;
  const long token = nextToken++;
  waiting_[token] = {&loop, loop.active_[loop.at_]};
  loop.last_ = token;
  return {&loop.active_[loop.at_++], true, false, false, token};
}

bool StrategyTuner::roundEnds(Loop &loop) {
  loop.at_ = 0;
  ++loop.round_;
  if (loop.phase_ == Loop::Check)
    return loop.round_ >= kCheckRounds;
  if (loop.round_ < kMinRounds)
    return false;
  std::vector<CallSpread> spread;
  size_t best = bestOf(loop.seconds_, spread);
  // Drop the candidates clearly slower than the best (never the default).
  for (size_t i = loop.active_.size(); i-- > 1;)
    if (spread[i].q1 > spread[best].q3) {
      loop.active_.erase(loop.active_.begin() + i);
      loop.seconds_.erase(loop.seconds_.begin() + i);
    }
  // Clear: the default alone, or the best and a default clearly slower.
  best = bestOf(loop.seconds_, spread);
  const bool clear =
      loop.active_.size() == 1 ||
      (loop.active_.size() == 2 && best == 1 && spread[0].q1 > spread[1].q3);
  return clear || loop.round_ >= kMaxRounds;
}

void StrategyTuner::finishTrials(Loop &loop) {
  std::vector<CallSpread> spread;
  const size_t best = bestOf(loop.seconds_, spread);
  loop.chosen_ = loop.active_[beats(spread[best], spread[0]) ? best : 0];
  file_.save(loop.key_, loop.chosen_);
}

void StrategyTuner::finishCheck(Loop &loop) {
  const CallSpread byDefault = spreadOf(loop.seconds_[0]);
  const CallSpread bySaved = spreadOf(loop.seconds_[1]);
  if (!beats(byDefault, bySaved)) {
    loop.chosen_ = loop.active_[1];
    return;
  }
  warning("loop '%s': the tuned %s saved in '%s' is now "
          "slower than the default %s (median %.4g against %.4g ms per "
          "call over %d calls each); running the default and dropping "
          "the saved choice",
          loop.name_.c_str(), loop.active_[1].c_str(), file_.path().c_str(),
          loop.active_[0].c_str(), 1e3 * bySaved.median, 1e3 * byDefault.median,
          kCheckRounds);
  loop.chosen_ = loop.active_[0];
  file_.save(loop.key_, "");
}

} // namespace loom
