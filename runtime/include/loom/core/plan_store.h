// LOOM_PLAN_CACHE=dir: plans saved to files and read back, so that a later
// run of a program on the same mesh builds none (as LOOM_ORDERING_CACHE does
// for orderings). A file dir/<key>.plan holds the colouring of one plan; what
// follows from it (colour groups, block offsets, staged data) is recomputed
// on load (loom/plan/plan_from_colours.h). The key hashes the plan's kind,
// the loop's signature (loom/core/loop_plan_inputs.h) and every map the loop
// goes through (sizes and entries), so a file of another mesh, numbering,
// loop or block size is never picked up. A file whose header, key, sizes or
// checksum is wrong, or whose colouring does not fit the loop, is noted in
// one line on stderr and rebuilt, never used. A loaded plan is validated
// like a built one when LOOM_VALIDATE_PLANS=1 (by the backend). Plans of
// loops that write nothing through a map (no colouring: cheaper to build
// than to look up) are neither saved nor read.
#pragma once

#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/hierarchical_plan.h"
#include "loom/plan/loop_access.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace loom {

// Where a plan comes from: the cache directory (empty: no cache), the loop's
// name (for notes), the plan kind ("block", "global", "cuda_global",
// "cuda_hier") and the loop's plan signature.
struct PlanSource {
  std::string cacheDir;
  const char *loop = "";
  const char *kind = "";
  const std::vector<int> *signature = nullptr;
};

// The plan read from source.cacheDir when a good file is there (`loaded`
// set), else made by `build()` and, with a cache directory, saved.
plan::GlobalPlan storedGlobalPlan(const PlanSource &, const plan::LoopAccess &,
                                  const std::function<plan::GlobalPlan()> &,
                                  bool &loaded);
plan::BlockPlan storedBlockPlan(const PlanSource &, const plan::LoopAccess &,
                                const std::function<plan::BlockPlan()> &,
                                bool &loaded);
// A hierarchical plan's file is told apart by its staging mode and block
// colouring too.
plan::HierarchicalPlan
storedHierarchicalPlan(const PlanSource &, const plan::LoopAccess &,
                       plan::StagingMode, plan::BlockColouring,
                       const std::function<plan::HierarchicalPlan()> &,
                       bool &loaded);

// FNV-1a (the constants of the ordering files' key), one 32-bit word per
// step, over the kind, the signature and the loop's maps.
std::uint64_t planKey(const char *kind, const std::vector<int> &signature,
                      const plan::LoopAccess &);

} // namespace loom
