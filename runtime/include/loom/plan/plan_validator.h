// Independent checks of a plan against the loop it was built for.
#pragma once

#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/hierarchical_plan.h"
#include "loom/plan/loop_access.h"
#include "loom/plan/owner_plan.h"

#include <string>

namespace loom::plan {

// Empty when the plan is race-free and runs every element exactly once,
// otherwise a one-line description naming the offending element(s), the
// target (dat and index) and the colour(s). Also checks the plan's own
// arrays for consistency (sizes, offsets, colour groups, staged data and
// local maps of a hierarchical plan). A hierarchical plan of uncoloured
// blocks (BlockColouring::Uncoloured: blocks combine their writes
// atomically) must have one block colour; its blocks may share targets, its
// threads may not.
std::string validate(const LoopAccess &, const BlockPlan &);
std::string validate(const LoopAccess &, const GlobalPlan &);
std::string validate(const LoopAccess &, const HierarchicalPlan &);
// An owner-computes plan (owner_plan.h): instead of race-free colours, every
// element runs at least once, each of its written slots is kept by exactly
// one run, and every written target is written by one block only; blocks
// run their elements in ascending order.
std::string validate(const LoopAccess &, const OwnerPlan &);

} // namespace loom::plan
