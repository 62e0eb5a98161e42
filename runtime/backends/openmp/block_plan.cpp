// loom::openmp::blockPlan(): the block-coloured plan of a loop, built by
// loom_plan on first use and kept in a PlanCache until a map or the
// numbering changes.
#include "loom/backend/openmp.h"
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/loop_plan_inputs.h"
#include "loom/core/plan_cache.h"
#include "loom/plan/plan_validator.h"

#include <string>
#include <vector>

namespace loom::openmp {

namespace {

plan::BlockPlan buildPlan(char const *name, op_set set, const op_arg *args,
                          int nargs) {
  Context &ctx = context();
  double start = wallTime();
  plan::LoopAccess access = loopAccess(set, args, nargs);
  plan::BlockPlan built = plan::buildBlockPlan(access, ctx.options().partSize);
  if (ctx.options().validatePlans) {
    std::string problem = plan::validate(access, built);
    if (!problem.empty())
      fatal(std::string("plan of loop '") + name +
            "' is not race-free: " + problem);
  }
  ctx.loopStats().recordPlan(name, wallTime() - start);
  return built;
}

} // namespace

const plan::BlockPlan &blockPlan(char const *name, op_set set, op_arg *args,
                                 int nargs) {
  static PlanCache<plan::BlockPlan> cache;
  static std::vector<int> signature;
  Context &ctx = context();
  planSignature(set, args, nargs, ctx.options().partSize, signature);
  return cache.get(name, signature, ctx.generation(),
                   [&] { return buildPlan(name, set, args, nargs); });
}

} // namespace loom::openmp
