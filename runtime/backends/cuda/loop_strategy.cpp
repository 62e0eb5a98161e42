// LOOM_CUDA_STRATEGY (the environment variable or op_init's argument of that
// name, RuntimeOptions::cudaStrategy): per-loop CUDA strategy and block size,
// parsed and checked against the program's loops at the first query, and
// again when the setting changes (a new op_init, an app's --strategy flag).
#include "loom/backend/cuda/loop_strategy.h"

#include "loom/backend/cuda/colour_plan.h"
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/loop_stats.h"
#include "loom/core/strategy_spec.h"

#include <cstdio>
#include <set>
#include <string>
#include <vector>

namespace loom::cuda {

namespace {

std::set<std::string> &registered() {
  static std::set<std::string> loops;
  return loops;
}

const StrategySpec &spec() {
  static std::string text;
  static StrategySpec parsed;
  const std::string &current = context().options().cudaStrategy;
  if (current == text)
    return parsed;
  StrategySpec s;
  if (!current.empty()) {
    try {
      s = StrategySpec::parse(current, "LOOM_CUDA_STRATEGY",
                              {"global", "atomic", "hier", "hier_atomic"});
    } catch (const Error &e) {
      fatal(e.what());
    }
    for (const std::string &loop : s.loops())
      if (!registered().count(loop)) {
        std::string known;
        for (const std::string &r : registered())
          known += (known.empty() ? "" : ", ") + r;
        fatal("LOOM_CUDA_STRATEGY: this program has no loop '" + loop +
              "' (its loops: " + known + ")");
      }
  }
  text = current;
  parsed = std::move(s);
  return parsed;
}

} // namespace

bool registerLoop(char const *loop) {
  registered().insert(loop);
  return true;
}

char const *strategyName(LoopStrategy strategy) {
  switch (strategy) {
  case LoopStrategy::Global:
    return "global";
  case LoopStrategy::Atomic:
    return "atomic";
  case LoopStrategy::Hier:
    return "hier";
  case LoopStrategy::HierAtomic:
    return "hier_atomic";
  }
  return "?";
}

namespace {

// The loop report and the timing table: the strategy this call runs with
// (its calls, kernel times and plan time are recorded under it).
LoopStrategy recorded(char const *loop, LoopStrategy strategy,
                      LoopStrategy byDefault) {
  const char *name = strategyName(strategy);
  context().loopStats().recordStrategy(loop, name, name,
                                       strategyName(byDefault));
  return strategy;
}

// LOOM_AUTOTUNE=1 tunes the openmp backend's strategies; said once here
// rather than ignored in silence.
void noteAutotune() {
  static bool said = false;
  if (said || !context().options().autotune)
    return;
  said = true;
  std::fprintf(stderr,
               "loom: warning: LOOM_AUTOTUNE=1 tunes the CPU backends only; "
               "CUDA loops run LOOM_CUDA_STRATEGY or their default strategy "
               "(compare them with LOOM_REPORT and loom-report)\n");
}

LoopStrategy chosen(char const *loop, const LoopForms &forms) {
  noteAutotune();
  const StrategySpec &s = spec();
  const StrategyChoice *choice = s.find(loop);
  if (!choice)
    return forms.byDefault;
  LoopStrategy asked = LoopStrategy::Global;
  for (LoopStrategy k : {LoopStrategy::Global, LoopStrategy::Atomic,
                         LoopStrategy::Hier, LoopStrategy::HierAtomic})
    if (choice->name == strategyName(k))
      asked = k;
  const bool hierarchical =
      asked == LoopStrategy::Hier || asked == LoopStrategy::HierAtomic;
  std::string missing;
  if (hierarchical && !forms.hier)
    missing = "no hierarchical form (a cuda_global build, or nothing reached "
              "through a map to stage)";
  else if (asked == LoopStrategy::Atomic && *forms.noAtomic)
    missing = std::string("no atomic form: ") + forms.noAtomic;
  else if (asked == LoopStrategy::HierAtomic && *forms.noHierAtomic)
    missing = std::string("no hier_atomic form: ") + forms.noHierAtomic;
  if (missing.empty())
    return asked;
  // Named explicitly: an error; through "*": the loop's default.
  const std::vector<std::string> named = s.loops();
  for (const std::string &n : named)
    if (n == loop)
      fatal(std::string("LOOM_CUDA_STRATEGY: loop '") + loop +
            "': " + choice->name + " asked, but the loop has " + missing);
  return forms.byDefault;
}

} // namespace

LoopStrategy loopStrategy(char const *loop, const LoopForms &forms) {
  return recorded(loop, chosen(loop, forms), forms.byDefault);
}

int blockSize(char const *loop) {
  const StrategyChoice *choice = spec().find(loop);
  if (!choice || choice->param == 0)
    return blockSize();
  const int size = choice->param;
  if (size < 32 || size > 1024 || (size & (size - 1)) != 0)
    fatal(std::string("LOOM_CUDA_STRATEGY: loop '") + loop + "': block size " +
          std::to_string(size) + " is not a power of two from 32 to 1024");
  return size;
}

} // namespace loom::cuda
