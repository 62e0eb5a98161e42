// A digest of every array and count of a plan (loom-plan --digest): two
// builds give equal digests exactly when their plans are the same, so that
// a planner change can be checked to keep its plans (compare the digests of
// the old and new loom-plan over meshes, loops and block sizes).
#pragma once

#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/hierarchical_plan.h"
#include "loom/plan/owner_plan.h"

#include <string>

namespace loom::tools {

// 16 hex digits of a 64-bit FNV-1a hash over the plan's fields in their
// declared order, each array preceded by its length.
std::string planDigest(const loom::plan::GlobalPlan &);
std::string planDigest(const loom::plan::BlockPlan &);
std::string planDigest(const loom::plan::HierarchicalPlan &);
std::string planDigest(const loom::plan::OwnerPlan &);

} // namespace loom::tools
