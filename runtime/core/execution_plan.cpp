// executionPlan(): the block-coloured plan of a loop, built by loom_plan on
// first use and cached until a map or the numbering changes.
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/loop_support.h"
#include "loom/plan/plan.h"

#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace loom {

namespace {

struct CachedPlan {
  unsigned long generation;
  plan::BlockPlan plan;
  ExecPlan view;
};

// Identifies a loop's plan, beside its name: set, block size and, per
// argument, the dat, map, slot and access that decide which elements
// conflict. Written into `out` (reused between calls: no allocation on the
// hot path once it has grown).
void planSignature(op_set set, const op_arg *args, int nargs, int blockSize,
                   std::vector<int> &out) {
  out.clear();
  out.push_back(set->index);
  out.push_back(blockSize);
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (a.argtype != OP_ARG_DAT || !a.opt || !a.map) {
      out.insert(out.end(), {-1, -1, -1, -1});
      continue;
    }
    out.insert(out.end(),
               {a.dat->index, a.map->index, a.idx, static_cast<int>(a.acc)});
  }
}

plan::LoopAccess loopAccess(op_set set, const op_arg *args, int nargs) {
  plan::LoopAccess access;
  access.setSize = set->size;
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (a.argtype != OP_ARG_DAT || !a.opt || !a.map)
      continue;
    plan::IndirectAccess ia{};
    ia.map = a.map->map;
    ia.dim = a.map->dim;
    ia.toSize = a.map->to->size;
    ia.idx = a.idx >= 0 ? a.idx : -1;
    ia.writes = a.acc != OP_READ;
    ia.elemBytes = a.dat->size;
    ia.datId = a.dat->index;
    ia.mapId = a.map->index;
    access.accesses.push_back(ia);
  }
  return access;
}

ExecPlan viewOf(const plan::BlockPlan &p) {
  ExecPlan v;
  v.nblocks = p.nblocks;
  v.blockOffset = p.blockOffset.data();
  v.ncolours = p.ncolours;
  v.colourOffset = p.colourOffset.data();
  v.colourBlocks = p.colourBlocks.data();
  return v;
}

std::unique_ptr<CachedPlan> buildPlan(char const *name, op_set set,
                                      const op_arg *args, int nargs) {
  Context &ctx = context();
  double start = wallTime();
  plan::LoopAccess access = loopAccess(set, args, nargs);
  auto built = std::make_unique<CachedPlan>();
  built->generation = ctx.generation();
  built->plan = plan::buildBlockPlan(access, ctx.options().blockSize);
  built->view = viewOf(built->plan);
  if (ctx.options().validatePlans) {
    std::string problem = plan::validate(access, built->plan);
    if (!problem.empty())
      fatal(std::string("plan of loop '") + name +
            "' is not race-free: " + problem);
  }
  ctx.loopStats().recordPlan(name, wallTime() - start);
  return built;
}

} // namespace

const ExecPlan &executionPlan(char const *name, op_set set, op_arg *args,
                              int nargs) {
  // Plans by (name, signature); and, per call site (the name literal's
  // address), the plan it used last, so that a repeated call compares a few
  // integers and returns.
  struct Site {
    std::vector<int> signature;
    const CachedPlan *plan = nullptr;
  };
  static std::map<std::pair<std::string, std::vector<int>>,
                  std::unique_ptr<CachedPlan>>
      cache;
  static std::unordered_map<const char *, Site> sites;
  static std::vector<int> signature;

  Context &ctx = context();
  planSignature(set, args, nargs, ctx.options().blockSize, signature);
  Site &site = sites[name];
  if (site.plan && site.plan->generation == ctx.generation() &&
      site.signature == signature)
    return site.plan->view;

  auto &slot = cache[{std::string(name), signature}];
  if (!slot || slot->generation != ctx.generation())
    slot = buildPlan(name, set, args, nargs);
  site.signature = signature;
  site.plan = slot.get();
  return slot->view;
}

} // namespace loom
