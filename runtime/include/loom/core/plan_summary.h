// A plan's shape for the loop report (loom/core/loop_stats.h's PlanSummary)
// from the planner's statistics: the same figures from every backend's
// plans (openmp block and global plans, CUDA colour and hierarchical ones).
#pragma once

#include "loom/core/loop_stats.h"
#include "loom/plan/plan_stats.h"

namespace loom {

PlanSummary planSummary(const plan::PlanStats &stats);

} // namespace loom
