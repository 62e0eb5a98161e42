// loom::cuda::globalPlan(): global colouring from loom_plan, kept in a
// PlanCache until a map or the numbering changes.
#include "loom/backend/cuda/colour_plan.h"

#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/loop_plan_inputs.h"
#include "loom/core/loop_stats.h"
#include "loom/core/plan_cache.h"
#include "loom/core/plan_store.h"
#include "loom/core/plan_summary.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/plan_stats.h"
#include "loom/plan/plan_validator.h"

#include <cstdio>
#include <string>
#include <utility>

namespace loom::cuda {

namespace {

ColourPlan buildPlan(char const *name, op_set set, const op_arg *args,
                     int nargs, const std::vector<int> &signature) {
  static unsigned long nextId = 0;
  Context &ctx = context();
  // A loop that writes nothing through a map chooses no strategy
  // (loopStrategy): it runs this plan, one colour, as "global".
  if (ctx.loopStats().currentStrategy(name).empty())
    ctx.loopStats().recordStrategy(name, "global", "global", "global");
  // Nothing written through a map: one colour, the elements in order, as
  // OP2 (no colouring, no pass over the elements). The diagnostics (plan
  // validation, the report's plan shape, LOOM_PLAN_STATS) take the path
  // below, which builds the plan they describe (the same one).
  const RuntimeOptions &o = ctx.options();
  if (!writesThroughMaps(args, nargs) && !o.validatePlans &&
      o.reportFile.empty() && !o.planStats) {
    ColourPlan p;
    p.ncolours = set->size > 0 ? 1 : 0;
    p.colourOffset =
        set->size > 0 ? std::vector<int>{0, set->size} : std::vector<int>{0};
    p.id = ++nextId; // no plan made, none recorded
    return p;
  }
  const double start = wallTime();
  plan::LoopAccess access = loopAccess(set, args, nargs);
  bool loaded = false;
  plan::GlobalPlan g = storedGlobalPlan(
      {ctx.options().planCache, name, "cuda_global", &signature}, access,
      [&] { return plan::buildGlobalPlan(access); }, loaded);
  if (ctx.options().validatePlans) {
    const std::string problem = plan::validate(access, g);
    if (!problem.empty())
      fatal(std::string("plan of loop '") + name +
            "' is not race-free: " + problem);
  }
  if (!ctx.options().reportFile.empty()) // the plan's shape, for the report
    ctx.loopStats().recordPlanSummary(
        name, ctx.loopStats().currentStrategy(name),
        planSummary(plan::computeStats(access, g)));
  if (ctx.options().planStats) {
    const plan::PlanStats st = plan::computeStats(access, g);
    inform("plan of '%s' (cuda global): %d elements, %d colours, "
           "modelled sectors %lld (AoS)",
           name, access.setSize, st.ncolours,
           static_cast<long long>(st.globalSectorsAoS));
  }
  ColourPlan p;
  p.ncolours = g.ncolours;
  p.colourOffset = std::move(g.colourOffset);
  bool identity = true;
  for (size_t k = 0; k < g.colourElements.size() && identity; ++k)
    identity = g.colourElements[k] == static_cast<int>(k);
  if (!identity)
    p.elements = std::move(g.colourElements);
  p.id = ++nextId;
  ctx.loopStats().recordPlan(name, wallTime() - start,
                             ctx.loopStats().currentStrategy(name), loaded);
  return p;
}

} // namespace

const ColourPlan &globalPlan(char const *name, op_set set, op_arg *args,
                             int nargs) {
  static PlanCache<ColourPlan> cache;
  static std::vector<int> signature;
  planSignature(set, args, nargs, 0, signature);
  return cache.get(name, signature, context().generation(), [&] {
    return buildPlan(name, set, args, nargs, signature);
  });
}

} // namespace loom::cuda
