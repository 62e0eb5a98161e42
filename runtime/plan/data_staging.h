// Private: fills HierarchicalPlan::staged (per-block unique targets of each
// staged dat and the block-local index maps).
#pragma once

#include "dat_table.h"
#include "loom/plan/hierarchical_plan.h"

#include <vector>

namespace loom::plan::detail {

// Appends to `out` the unique targets of dat `info` touched by elements
// elems[0..n) (through every access and slot of the dat), ascending.
void gatherTargets(const LoopAccess &loop, const DatInfo &info,
                   const int *elems, int n, std::vector<int> &out);

// Needs plan.nblocks, blockOffset, elements and staging set.
void stageData(const LoopAccess &loop, const DatTable &table,
               HierarchicalPlan &plan);

} // namespace loom::plan::detail
