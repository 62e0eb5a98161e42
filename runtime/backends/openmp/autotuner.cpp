#include "autotuner.h"

#include "loom/backend/openmp.h"
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"

#include <nlohmann/json.hpp>

#include <cstdio>
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

// Calls per candidate: the first also builds its plan; the fastest counts.
constexpr int kCallsPerTrial = 3;

std::vector<Strategy> Autotuner::candidates() {
  std::vector<Strategy> out;
  for (int size : {64, 128, 256, 512, 1024, 2048, 4096})
    out.push_back({Strategy::Kind::Block, size});
  out.push_back({Strategy::Kind::Global, 1024});
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

Autotuner::Decision Autotuner::strategyFor(const char *loop, op_set set,
                                           const op_arg *args, int nargs) {
  auto it = loops_.find(std::string_view(loop));
  const bool fresh = it == loops_.end();
  if (fresh)
    it = loops_.emplace(loop, LoopState()).first;
  LoopState &state = it->second;
  const int blockSize = defaultBlockSize(set->size);
  if (fresh) {
    state.key = std::string(loop) + "@" + hex(meshHash(set, args, nargs));
    if (auto s = saved_.find(state.key); s != saved_.end()) {
      try {
        state.chosen = strategyFrom(
            parseStrategyChoice(s->second, file_, strategyNames()), blockSize);
        state.tuned = true;
        return {state.chosen, false, true};
      } catch (const Error &) {
        // A stale or foreign entry: tune again and overwrite it.
      }
    }
    if (!state.tuned) {
      for (const Strategy &c : candidates())
        state.trials.insert(state.trials.end(), kCallsPerTrial, c);
      state.seconds.assign(state.trials.size(), 0.0);
    }
  }
  if (state.tuned)
    return {state.chosen, false, false};
  // The previous call of this loop ran trial next - 1: record its time.
  if (state.next > 0)
    state.seconds[state.next - 1] = context().loopStats().lastCallSeconds(loop);
  if (state.next == state.trials.size()) {
    finish(state);
    return {state.chosen, false, true};
  }
  return {state.trials[state.next++], true, false};
}

void Autotuner::finish(LoopState &state) {
  double best = std::numeric_limits<double>::infinity();
  for (size_t i = 0; i < state.trials.size(); ++i)
    if (state.seconds[i] >= 0 && state.seconds[i] < best) {
      best = state.seconds[i];
      state.chosen = state.trials[i];
    }
  state.tuned = true;
  saved_[state.key] = state.chosen.text();
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
