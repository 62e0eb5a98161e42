// loom::cuda::hierarchicalPlan(): hierarchical colouring from loom_plan,
// kept in a PlanCache until a map or the numbering changes.
#include "loom/backend/cuda/hier_plan.h"

#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/loop_plan_inputs.h"
#include "loom/core/loop_stats.h"
#include "loom/core/plan_cache.h"
#include "loom/core/plan_failure.h"
#include "loom/core/plan_store.h"
#include "loom/core/plan_summary.h"
#include "loom/plan/plan_stats.h"
#include "loom/plan/plan_validator.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>

namespace loom::cuda {

namespace {

HierPlan buildPlan(char const *name, op_set set, const op_arg *args, int nargs,
                   int blockSize, plan::BlockColouring blocks,
                   const std::vector<int> &signature) {
  static unsigned long nextId = 0;
  Context &ctx = context();
  const double start = wallTime();
  plan::LoopAccess access = loopAccess(set, args, nargs);
  HierPlan p;
  bool loaded = false;
  p.plan = storedHierarchicalPlan(
      {ctx.options().planCache, name, "cuda_hier", &signature}, access,
      plan::StagingMode::All, blocks,
      [&] {
        return buildPlanOrExit(name, [&] {
          return plan::buildHierarchicalPlan(
              access, blockSize, plan::StagingMode::All, nullptr, blocks);
        });
      },
      loaded);
  if (ctx.options().validatePlans) {
    const std::string problem = plan::validate(access, p.plan);
    if (!problem.empty())
      fatal(std::string("plan of loop '") + name +
            "' is not race-free: " + problem);
  }
  for (const plan::StagingList &s : p.plan.stagingLists) {
    int most = 0;
    for (int b = 0; b < p.plan.nblocks; ++b)
      most = std::max(most, s.targetOffset[b + 1] - s.targetOffset[b]);
    p.maxTargets.push_back(most);
  }
  if (ctx.options().planStats || !ctx.options().reportFile.empty()) {
    const plan::PlanStats st = plan::computeStats(access, p.plan);
    // The plan's shape beside the strategy's times, for the report.
    ctx.loopStats().recordPlanSummary(
        name, ctx.loopStats().currentStrategy(name), planSummary(st));
    if (ctx.options().planStats)
      inform("plan of '%s' (cuda hierarchical): %d elements, %d "
             "blocks of %d, %d block colours%s, thread colours %d max / "
             "%.2f mean, reuse %.2f, shared bytes per block %.0f mean / "
             "%lld max, modelled sectors %lld (AoS)",
             name, access.setSize, st.nblocks, blockSize, st.ncolours,
             blocks == plan::BlockColouring::Uncoloured
                 ? " (blocks uncoloured: hier_atomic)"
                 : "",
             st.maxThreadColours, st.meanThreadColours, st.reuseFactor,
             st.meanSharedBytes, static_cast<long long>(st.maxSharedBytes),
             static_cast<long long>(st.globalSectorsAoS));
  }
  p.id = ++nextId;
  ctx.loopStats().recordPlan(name, wallTime() - start,
                             ctx.loopStats().currentStrategy(name), loaded);
  return p;
}

} // namespace

int HierPlan::stagingList(const op_arg &arg, char const *loop) const {
  for (const plan::StagedDat &s : plan.staged)
    if (s.datId == arg.dat->index)
      return s.list;
  fatal(std::string("loop '") + loop + "': the hierarchical plan stages no '" +
        arg.dat->name + "'");
}

int HierPlan::localIndex(int list, const op_arg &arg, int slot,
                         char const *loop) const {
  const std::vector<plan::LocalMap> &maps = plan.stagingLists[list].maps;
  for (size_t m = 0; m < maps.size(); ++m)
    if (maps[m].mapId == arg.map->index && maps[m].slot == slot)
      return static_cast<int>(m);
  fatal(std::string("loop '") + loop + "': the hierarchical plan has no " +
        "local indices of '" + arg.dat->name + "' through map '" +
        arg.map->name + "' slot " + std::to_string(slot));
}

const HierPlan &hierarchicalPlan(char const *name, op_set set, op_arg *args,
                                 int nargs, int blockSize,
                                 plan::BlockColouring blocks) {
  static PlanCache<HierPlan> cache;
  static std::vector<int> signature;
  planSignature(set, args, nargs, blockSize, signature);
  signature.push_back(static_cast<int>(blocks));
  return cache.get(name, signature, context().generation(), [&] {
    return buildPlan(name, set, args, nargs, blockSize, blocks, signature);
  });
}

} // namespace loom::cuda
