// LOOM_CUDA_STRATEGY (the environment variable or op_init's argument of that
// name, RuntimeOptions::cudaStrategy): per-loop CUDA strategy and block size,
// parsed and checked against the program's loops at the first query, and
// again when the setting changes (a new op_init, an app's --strategy flag);
// with LOOM_AUTOTUNE=1, the tuner's choice for the loops it does not name.
#include "loom/backend/cuda/loop_strategy.h"

#include "loop_tuning.h"

#include "loom/backend/cuda/colour_plan.h"
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/host_lookups.h"
#include "loom/core/loop_stats.h"
#include "loom/core/strategy_spec.h"

#include <memory>
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
  case LoopStrategy::Hierarchical:
    return "hier";
  case LoopStrategy::HierarchicalAtomic:
    return "hier_atomic";
  }
  return "?";
}

namespace {

// Reused, so that a steady-state call allocates nothing.
std::string &shownBuffer() {
  static std::string text;
  return text;
}

// The loop report and the timing table: the strategy this call runs with
// (its calls, kernel times and plan time are recorded under it).
// With LOOM_AUTOTUNE=1 the timing table shows the tuner's `note` after it
// (" (trying)", " (tuned)", ...), as the openmp backend's.
LoopStrategy recorded(char const *loop, LoopStrategy strategy,
                      LoopStrategy byDefault, char const *note = "") {
  const char *name = strategyName(strategy);
  Context &ctx = context();
  if (*note) {
    std::string &shown = shownBuffer();
    shown.assign(name).append(note);
    ctx.loopStats().recordStrategy(loop, name, shown, strategyName(byDefault));
  } else {
    ctx.loopStats().recordStrategy(loop, name, name, strategyName(byDefault));
  }
  return strategy;
}

// LOOM_AUTOTUNE=1: the tuner, made again when the tuning file changes (a
// new op_init).
LoopTuner *tuner() {
  static std::unique_ptr<LoopTuner> t;
  static std::string file;
  const RuntimeOptions &o = context().options();
  if (!o.autotune)
    return nullptr;
  if (!t || file != o.tuningFile) {
    t = std::make_unique<LoopTuner>(o.tuningFile);
    file = o.tuningFile;
  }
  return t.get();
}

// LOOM_CUDA_STRATEGY's choice for `loop`, or null.
const StrategyChoice *named(char const *loop) { return spec().find(loop); }

LoopStrategy chosen(char const *loop, const StrategyChoice *choice,
                    const LoopForms &forms) {
  const StrategySpec &s = spec();
  LoopStrategy asked = LoopStrategy::Global;
  for (LoopStrategy k :
       {LoopStrategy::Global, LoopStrategy::Atomic, LoopStrategy::Hierarchical,
        LoopStrategy::HierarchicalAtomic})
    if (choice->name == strategyName(k))
      asked = k;
  const bool hierarchical = asked == LoopStrategy::Hierarchical ||
                            asked == LoopStrategy::HierarchicalAtomic;
  std::string missing;
  if (hierarchical && !forms.hier)
    missing = "no hierarchical form (a cuda_global build, or nothing reached "
              "through a map to stage)";
  else if (asked == LoopStrategy::Atomic && *forms.noAtomic)
    missing = std::string("no atomic form: ") + forms.noAtomic;
  else if (asked == LoopStrategy::HierarchicalAtomic && *forms.noHierAtomic)
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

LoopStrategy loopStrategy(char const *loop, op_set set, const op_arg *args,
                          int nargs, const LoopForms &forms,
                          StrategySite &site) {
  const unsigned long settings = context().settingsGeneration();
  if (site.settings != settings || site.loop != loop) {
    ++hostLookups().strategyResolutions;
    // A loop LOOM_CUDA_STRATEGY chooses for (by name or "*") runs as it
    // says, even when auto-tuning, as LOOM_STRATEGY in the openmp backend.
    const StrategyChoice *choice = named(loop);
    site.strategy = choice ? chosen(loop, choice, forms) : forms.byDefault;
    site.tuned = !choice && context().options().autotune;
    site.blockSize = blockSize(loop);
    site.settings = settings;
    site.loop = loop;
  }
  LoopTuner *t = site.tuned ? tuner() : nullptr;
  if (!t)
    return recorded(loop, site.strategy, forms.byDefault);
  const LoopTuner::Choice c = t->choose(loop, set, args, nargs, forms);
  return recorded(loop, c.strategy, forms.byDefault, c.note);
}

long takeTrialToken(char const *loop) {
  LoopTuner *t = tuner();
  return t ? t->takeToken(loop) : -1;
}

void recordTrialTime(long token, double seconds) {
  if (LoopTuner *t = tuner())
    t->recordTime(token, seconds);
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
