#include "autotuner.h"
#include "owner_form.h"

#include "loom/backend/openmp.h"
#include "loom/core/call_spread.h"
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <set>
#include <system_error>

namespace loom::openmp {

namespace {

void fnv(std::uint64_t &h, const void *data, size_t bytes) {
  const unsigned char *p = static_cast<const unsigned char *>(data);
  for (size_t i = 0; i < bytes; ++i) {
    h ^= p[i];
    h *= 1099511628211ull;
  }
}

std::string hex(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(v));
  return text;
}

} // namespace

std::uint64_t meshHash(op_set set, const op_arg *args, int nargs) {
  std::uint64_t h = 14695981039346656037ull;
  fnv(h, &set->size, sizeof set->size);
  if (set->name) // a loop on two sets of one size (multigrid levels)
    fnv(h, set->name, std::strlen(set->name));
  std::set<op_map> seen;
  for (int i = 0; i < nargs; ++i) {
    op_map map = args[i].map;
    if (!map || !seen.insert(map).second || !map->map)
      continue;
    fnv(h, &map->dim, sizeof map->dim);
    fnv(h, map->map,
        sizeof(int) * static_cast<size_t>(map->from->size) *
            static_cast<size_t>(map->dim));
  }
  return h;
}

std::vector<Strategy> Autotuner::candidates(int setSize, bool owner) {
  std::vector<Strategy> out;
  for (int size : {64, 128, 256, 512, 1024, 2048, 4096})
    out.push_back({Strategy::Kind::Block, size});
  out.push_back({Strategy::Kind::Global, 1024});
  if (owner)
    out.push_back({Strategy::Kind::Owner, defaultBlockSize(setSize)});
  return out;
}

Autotuner::Autotuner(std::string tuningFile) : file_(std::move(tuningFile)) {
  std::error_code ec;
  if (!std::filesystem::exists(file_, ec))
    return; // no file yet: everything is tuned in this run
  std::string text;
  try {
    text = fileio::readInputFile(file_);
  } catch (const fileio::InputError &e) {
    fatal(std::string("LOOM_TUNING_FILE: ") + e.what());
  }
  nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  bool valid = !doc.is_discarded() && doc.is_object();
  for (auto it = valid ? doc.begin() : doc.end(); it != doc.end(); ++it)
    valid &= it.value().is_string();
  // Never rewritten then: it may be another file named by mistake.
  if (!valid)
    fatal("LOOM_TUNING_FILE: " + file_ +
          ": not a tuning file (a JSON object of loop: strategy "
          "strings); remove it or name another file");
  for (const auto &[key, value] : doc.items())
    saved_[key] = value.get<std::string>();
}

void Autotuner::start(LoopState &state, Phase phase,
                      std::vector<Strategy> active) {
  state.phase = phase;
  state.active = std::move(active);
  state.seconds.assign(state.active.size(), {});
  state.round = 0;
  state.at = 0;
}

Autotuner::Decision Autotuner::strategyFor(const char *loop, op_set set,
                                           const op_arg *args, int nargs,
                                           bool ownerForm) {
  auto named = loops_.find(std::string_view(loop));
  if (named == loops_.end())
    named = loops_.try_emplace(loop).first;
  const std::string_view setName = set->name ? set->name : "";
  auto it = named->second.find(setName);
  if (it == named->second.end()) {
    it = named->second.try_emplace(std::string(setName)).first;
    LoopState &fresh = it->second;
    fresh.key = std::string(loop) + "@" + hex(meshHash(set, args, nargs));
    fresh.chosen = {Strategy::Kind::Block, defaultBlockSize(set->size)};
    if (auto s = saved_.find(fresh.key); s != saved_.end()) {
      try {
        const Strategy saved =
            strategyFrom(parseStrategyChoice(s->second, file_, strategyNames()),
                         fresh.chosen.param);
        if (saved == fresh.chosen) {
          fresh.phase = Phase::Done;
          return {saved, false, true};
        }
        start(fresh, Phase::Check, {fresh.chosen, saved});
      } catch (const Error &) {
        // A stale or foreign entry: tune again and overwrite it.
      }
    }
  }
  LoopState &state = it->second;
  if (state.phase == Phase::Done)
    return {state.chosen};
  // The previous call of this loop ran candidate `last`: record its time
  // (none when the statistics were cleared since, by op_exit).
  if (const double last = context().loopStats().lastCallSeconds(loop);
      state.last >= 0 && last >= 0)
    state.seconds[state.last].push_back(last);
  state.last = -1;
  if (state.phase == Phase::Warm) {
    if (++state.calls <= kWarmCalls)
      return {state.chosen, false, false, true};
    std::vector<Strategy> active = {state.chosen};
    const bool owner = ownerForm && ownerFormUnavailable(args, nargs).empty();
    for (const Strategy &c : candidates(set->size, owner))
      if (!(c == state.chosen))
        active.push_back(c);
    start(state, Phase::Trials, std::move(active));
  }
  if (state.at == state.active.size() && roundEnds(state)) {
    if (state.phase == Phase::Trials)
      finishTrials(state);
    else
      finishCheck(state, loop);
    state.phase = Phase::Done;
    return {state.chosen, false, true};
  }
  state.last = static_cast<int>(state.at);
  return {state.active[state.at++], true};
}

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

bool Autotuner::roundEnds(LoopState &state) {
  state.at = 0;
  ++state.round;
  if (state.phase == Phase::Check)
    return state.round >= kCheckRounds;
  if (state.round < kMinRounds)
    return false;
  std::vector<CallSpread> spread;
  size_t best = bestOf(state.seconds, spread);
  // Drop the candidates clearly slower than the best (never the default).
  for (size_t i = state.active.size(); i-- > 1;)
    if (spread[i].q1 > spread[best].q3) {
      state.active.erase(state.active.begin() + i);
      state.seconds.erase(state.seconds.begin() + i);
    }
  // Clear: the default alone, or the best and a default clearly slower.
  best = bestOf(state.seconds, spread);
  const bool clear =
      state.active.size() == 1 ||
      (state.active.size() == 2 && best == 1 && spread[0].q1 > spread[1].q3);
  return clear || state.round >= kMaxRounds;
}

void Autotuner::finishTrials(LoopState &state) {
  std::vector<CallSpread> spread;
  const size_t best = bestOf(state.seconds, spread);
  state.chosen = state.active[beats(spread[best], spread[0]) ? best : 0];
  saved_[state.key] = state.chosen.text();
  save();
}

void Autotuner::finishCheck(LoopState &state, const char *loop) {
  const CallSpread byDefault = spreadOf(state.seconds[0]);
  const CallSpread bySaved = spreadOf(state.seconds[1]);
  if (!beats(byDefault, bySaved)) {
    state.chosen = state.active[1];
    return;
  }
  std::fprintf(stderr,
               "loom: warning: loop '%s': the tuned %s saved in '%s' is now "
               "slower than the default %s (median %.4g against %.4g ms per "
               "call over %d calls each); running the default and dropping "
               "the saved choice\n",
               loop, state.active[1].text().c_str(), file_.c_str(),
               state.active[0].text().c_str(), 1e3 * bySaved.median,
               1e3 * byDefault.median, kCheckRounds);
  state.chosen = state.active[0];
  saved_.erase(state.key);
  save();
}

void Autotuner::save() const {
  nlohmann::json doc = nlohmann::json::object();
  for (const auto &[key, value] : saved_)
    doc[key] = value;
  try {
    fileio::writeOutputFile(file_, doc.dump(2) + "\n");
  } catch (const fileio::OutputError &e) {
    fatal(std::string("LOOM_TUNING_FILE: ") + e.what());
  }
}

} // namespace loom::openmp
