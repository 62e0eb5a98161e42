// The openmp backend's owner-computes plans (strategy owner:P): when a loop
// can run one, and the LoopPlan made from loom::plan's OwnerPlan.
#pragma once

#include "loom/backend/openmp/loop_plan.h"
#include "loom/core/loop_stats.h"
#include "loom/core/op2_types.h"
#include "loom/plan/loop_access.h"
#include "loom/plan/owner_plan.h"

#include <string>

namespace loom::openmp {

// Empty when the loop can run an owner-computes plan: it increments through
// a map (OP_INC, one slot per argument) and writes nothing else (no direct
// write, no other write through a map, no reduction), with at most 32
// arguments. Otherwise why not, naming the argument.
std::string ownerFormUnavailable(const op_arg *args, int nargs);

// The plan as the generated loop runs it: one colour of all blocks, the
// elements of each block, and per position the arguments whose increments
// the run keeps.
LoopPlan fromOwnerPlan(plan::OwnerPlan &&, const op_arg *args, int nargs,
                       const plan::LoopAccess &);

// The plan's shape for LOOM_REPORT: its blocks, one colour, and its runs
// per element of a set of `setSize`.
PlanSummary ownerSummary(const plan::OwnerPlan &, int setSize);

} // namespace loom::openmp
