// loom::openmp::loopPlan(): the loop's strategy (LOOM_STRATEGY,
// LOOM_STRATEGY_FILE, the auto-tuner, or block:OP_PART_SIZE), and its plan,
// built by loom_plan on first use and kept in a PlanCache until a map or the
// numbering changes.
#include "autotuner.h"
#include "owner_form.h"
#include "strategy.h"

#include "loom/backend/openmp.h"
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/loop_plan_inputs.h"
#include "loom/core/plan_cache.h"
#include "loom/core/plan_failure.h"
#include "loom/core/plan_store.h"
#include "loom/core/plan_summary.h"
#include "loom/core/strategy_spec.h"
#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/owner_plan.h"
#include "loom/plan/plan_stats.h"
#include "loom/plan/plan_validator.h"

#include <omp.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace loom::openmp {

namespace {

// The run's strategy settings, parsed from the options when they change
// (op_init may run again after op_exit with other settings).
struct Selection {
  std::string strategy, strategyFile, tuningFile;
  bool autotune = false;
  StrategySpec spec;
  std::unique_ptr<Autotuner> tuner;
};

// A loop named in the settings that the program does not have (a misspelt
// name would otherwise be ignored in silence). Untranslated test programs
// register no loop and are not checked.
void checkLoopNames(const StrategySpec &spec) {
  const std::set<std::string> &known = registeredLoops();
  if (known.empty())
    return;
  for (const std::string &entry : spec.loops())
    if (const std::string loop = entry.substr(0, entry.find('@'));
        !known.count(loop)) {
      std::string list;
      for (const std::string &k : known)
        list += (list.empty() ? "" : ", ") + k;
      fatal("LOOM_STRATEGY (or LOOM_PART_SIZE, LOOM_STRATEGY_FILE): this "
            "program has no loop '" +
            loop + "' (its loops: " + list + ")");
    }
}

Selection &selection() {
  static Selection s;
  const RuntimeOptions &o = context().options();
  if (o.strategy != s.strategy || o.strategyFile != s.strategyFile ||
      o.autotune != s.autotune || o.tuningFile != s.tuningFile ||
      (o.autotune && !s.tuner)) {
    Selection fresh;
    fresh.strategy = o.strategy;
    fresh.strategyFile = o.strategyFile;
    fresh.autotune = o.autotune;
    fresh.tuningFile = o.tuningFile;
    orExit([&] {
      if (!o.strategyFile.empty())
        fresh.spec = StrategySpec::readFile(o.strategyFile, strategyNames());
      if (!o.strategy.empty())
        fresh.spec.merge(
            StrategySpec::parse(o.strategy, "LOOM_STRATEGY", strategyNames()));
    });
    checkLoopNames(fresh.spec);
    if (o.autotune)
      fresh.tuner = std::make_unique<Autotuner>(o.tuningFile);
    s = std::move(fresh);
  }
  return s;
}

// A loop named in LOOM_STRATEGY ("loop" or "loop@set") runs as named, even
// when auto-tuning;
// otherwise the tuner chooses, or the default applies.
Autotuner::Decision chooseStrategy(char const *name, op_set set,
                                   const op_arg *args, int nargs,
                                   bool ownerForm) {
  Selection &s = selection();
  const int blockSize = defaultBlockSize(set->size);
  if (!s.spec.empty())
    if (const StrategyChoice *c = s.spec.find(name, set->name))
      return {strategyFrom(*c, blockSize)};
  if (s.tuner)
    return s.tuner->strategyFor(name, set, args, nargs, ownerForm);
  return {Strategy{Strategy::Kind::Block, blockSize}};
}

void validateOrDie(const char *name, const std::string &problem) {
  if (!problem.empty())
    fatal(std::string("plan of loop '") + name +
          "' is not race-free: " + problem);
}

LoopPlan fromBlockPlan(plan::BlockPlan &&b) {
  LoopPlan p;
  p.nblocks = b.nblocks;
  p.blockOffset = std::move(b.blockOffset);
  p.ncolours = b.ncolours;
  p.colourOffset = std::move(b.colourOffset);
  p.colourBlocks = std::move(b.colourBlocks);
  return p;
}

// Each colour's elements (ascending) cut into blocks of `blockSize`.
LoopPlan fromGlobalPlan(plan::GlobalPlan &&g, int blockSize) {
  LoopPlan p;
  p.ncolours = g.ncolours;
  p.colourOffset.push_back(0);
  p.blockOffset.push_back(0);
  // In 64 bits: at + blockSize passes INT_MAX in the last block of a set
  // within one block size of INT_MAX.
  for (int c = 0; c < g.ncolours; ++c) {
    const int64_t end = g.colourOffset[c + 1];
    for (int64_t at = g.colourOffset[c]; at < end; at += blockSize) {
      p.colourBlocks.push_back(p.nblocks++);
      p.blockOffset.push_back(int(std::min(at + blockSize, end)));
    }
    p.colourOffset.push_back(p.nblocks);
  }
  bool identity = true;
  for (size_t k = 0; k < g.colourElements.size() && identity; ++k)
    identity = g.colourElements[k] == static_cast<int>(k);
  if (!identity)
    p.elements = std::move(g.colourElements);
  return p;
}

// LOOM_PLAN_STATS=1 and LOOM_REPORT: the plan's shape, recorded for the
// report, printed (with a warning when a colour cannot keep every thread
// busy) on request.
template <typename Plan>
void describePlan(char const *name, const Strategy &strategy,
                  const plan::LoopAccess &access, const Plan &p) {
  Context &ctx = context();
  const PlanSummary s = planSummary(plan::computeStats(access, p));
  ctx.loopStats().recordPlanSummary(name, strategy.text(), s);
  if (!ctx.options().planStats)
    return;
  const bool blocks = strategy.kind == Strategy::Kind::Block;
  inform("plan of '%s' (%s): %d %s, %d colours, %s per colour "
         "min %d / mean %.1f / max %d, reuse %.2f, modelled sectors %lld "
         "(AoS)",
         name, strategy.text().c_str(), blocks ? s.nblocks : access.setSize,
         blocks ? "blocks" : "elements", s.ncolours,
         blocks ? "blocks" : "elements", s.minPerColour, s.meanPerColour,
         s.maxPerColour, s.reuseFactor, static_cast<long long>(s.sectorsAoS));
  const int threads = omp_get_max_threads();
  if (blocks && s.ncolours > 1 && s.minPerColour < threads)
    warning("plan of '%s' (%s): a colour has %d block(s) "
            "for %d threads, so parts of the loop run serially; "
            "renumber the mesh for locality or use smaller blocks",
            name, strategy.text().c_str(), s.minPerColour, threads);
}

// Owner-computes needs a loop whose only writes are increments through maps,
// generated with the owner form; otherwise block colouring of the same block
// size runs (said under LOOM_PLAN_STATS, once per loop).
Strategy runnable(char const *name, const Strategy &chosen, bool ownerForm,
                  const op_arg *args, int nargs) {
  if (chosen.kind != Strategy::Kind::Owner)
    return chosen;
  std::string why = ownerFormUnavailable(args, nargs);
  if (why.empty() && !ownerForm)
    why = "its generated code has no owner-computes form";
  if (why.empty())
    return chosen;
  const Strategy block{Strategy::Kind::Block, chosen.param};
  static std::set<std::string> told;
  if (context().options().planStats && told.insert(name).second)
    inform("loop '%s' runs %s instead of %s: %s", name, block.text().c_str(),
           chosen.text().c_str(), why.c_str());
  return block;
}

LoopPlan buildPlan(char const *name, op_set set, const op_arg *args, int nargs,
                   const Strategy &strategy,
                   const std::vector<int> &signature) {
  Context &ctx = context();
  double start = wallTime();
  plan::LoopAccess access = loopAccess(set, args, nargs);
  LoopPlan built;
  bool loaded = false;
  if (strategy.kind == Strategy::Kind::Owner) {
    plan::OwnerPlan o = plan::buildOwnerPlan(access, strategy.param);
    if (ctx.options().validatePlans)
      validateOrDie(name, plan::validate(access, o));
    ctx.loopStats().recordPlanSummary(name, strategy.text(),
                                      ownerSummary(o, access.setSize));
    if (ctx.options().planStats)
      inform("plan of '%s' (%s): %d blocks, 1 colour, %zu runs of "
             "%d elements (%.3f runs per element)",
             name, strategy.text().c_str(), o.nblocks, o.elements.size(),
             access.setSize, plan::redundancy(o, access.setSize));
    built = fromOwnerPlan(std::move(o), args, nargs, access);
  } else if (strategy.kind == Strategy::Kind::Block) {
    const PlanSource source{ctx.options().planCache, name, "block", &signature};
    plan::BlockPlan b = storedBlockPlan(
        source, access,
        [&] { return plan::buildBlockPlan(access, strategy.param); }, loaded);
    if (ctx.options().validatePlans)
      validateOrDie(name, plan::validate(access, b));
    if (ctx.options().planStats || !ctx.options().reportFile.empty())
      describePlan(name, strategy, access, b);
    built = fromBlockPlan(std::move(b));
  } else {
    const PlanSource source{ctx.options().planCache, name, "global",
                            &signature};
    plan::GlobalPlan g = storedGlobalPlan(
        source, access, [&] { return plan::buildGlobalPlan(access); }, loaded);
    if (ctx.options().validatePlans)
      validateOrDie(name, plan::validate(access, g));
    if (ctx.options().planStats || !ctx.options().reportFile.empty())
      describePlan(name, strategy, access, g);
    built = fromGlobalPlan(std::move(g), strategy.param);
  }
  built.strategy = strategy.text();
  ctx.loopStats().recordPlan(name, wallTime() - start, built.strategy, loaded);
  return built;
}

} // namespace

const LoopPlan &loopPlan(char const *name, op_set set, op_arg *args, int nargs,
                         bool ownerForm) {
  static PlanCache<LoopPlan> cache;
  static std::vector<int> signature;
  Context &ctx = context();
  const Autotuner::Decision decision =
      chooseStrategy(name, set, args, nargs, ownerForm);
  const Strategy strategy =
      runnable(name, decision.strategy, ownerForm, args, nargs);
  planSignature(set, args, nargs, strategy.param, signature);
  signature.push_back(static_cast<int>(strategy.kind));
  bool built = false;
  const LoopPlan &plan = cache.get(name, signature, ctx.generation(), [&] {
    built = true;
    return buildPlanOrExit(name, [&] {
      return buildPlan(name, set, args, nargs, strategy, signature);
    });
  });
  if (built) // the report compares the strategies with the default
    ctx.loopStats().recordStrategy(
        name, plan.strategy, plan.strategy,
        Strategy{Strategy::Kind::Block, defaultBlockSize(set->size)}.text());
  if (decision.decided)
    ctx.loopStats().recordStrategy(name, plan.strategy,
                                   plan.strategy + " (tuned)");
  else if (decision.trial)
    ctx.loopStats().recordStrategy(name, plan.strategy,
                                   plan.strategy + " (trying)");
  else if (decision.warm)
    // Stays so for a loop called too few times to be tuned.
    ctx.loopStats().recordStrategy(name, plan.strategy,
                                   plan.strategy + " (not tuned: few calls)");
  return plan;
}

} // namespace loom::openmp
