// executionPlan(): the block-coloured plan of a loop, built by loom_plan on
// first use and cached until a map or the numbering changes.
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/loop_support.h"
#include "loom/plan/plan.h"

#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

namespace loom {

namespace {

struct CachedPlan {
  unsigned long generation;
  plan::BlockPlan plan;
  ExecPlan view;
};

// Identifies a loop's plan: name, set, block size and, per argument, the
// dat, map, slot and access that decide which elements conflict.
std::string planKey(char const *name, op_set set, const op_arg *args,
                    int nargs, int blockSize) {
  std::string key = std::string(name) + '|' + std::to_string(set->index) +
                    '|' + std::to_string(blockSize);
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    key += '|';
    if (a.argtype != OP_ARG_DAT || !a.opt || !a.map)
      continue;
    key += std::to_string(a.dat->index) + ',' + std::to_string(a.map->index) +
           ',' + std::to_string(a.idx) + ',' + std::to_string(a.acc);
  }
  return key;
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

} // namespace

const ExecPlan &executionPlan(char const *name, op_set set, op_arg *args,
                              int nargs) {
  static std::map<std::string, std::unique_ptr<CachedPlan>> cache;
  Context &ctx = context();
  const int blockSize = ctx.options().blockSize;
  std::string key = planKey(name, set, args, nargs, blockSize);
  auto &slot = cache[key];
  if (slot && slot->generation == ctx.generation())
    return slot->view;

  double start = wallTime();
  plan::LoopAccess access = loopAccess(set, args, nargs);
  auto built = std::make_unique<CachedPlan>();
  built->generation = ctx.generation();
  built->plan = plan::buildBlockPlan(access, blockSize);
  built->view = viewOf(built->plan);
  if (ctx.options().validatePlans) {
    std::string problem = plan::validate(access, built->plan);
    if (!problem.empty())
      fatal(std::string("plan of loop '") + name + "' is not race-free: " +
            problem);
  }
  ctx.loopStats().recordPlan(name, wallTime() - start);
  slot = std::move(built);
  return slot->view;
}

} // namespace loom
