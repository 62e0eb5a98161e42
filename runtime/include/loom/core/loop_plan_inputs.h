// What the planners in loom_plan need to know of one op_par_loop call, taken
// from its op_args: the indirect accesses (LoopAccess) and the signature that
// identifies the loop's plan in a PlanCache.
#pragma once

#include "loom/plan/loop_access.h"
#include "op_lib_cpp.h"

#include <vector>

namespace loom {

// The loop's accesses through maps, one per active indirect op_arg_dat.
plan::LoopAccess loopAccess(op_set set, const op_arg *args, int nargs);

// Writes into `out` (cleared first; reused between calls so that the hot
// path does not allocate once it has grown) the integers that decide which
// elements conflict: the set, the block size and, per argument, the dat,
// map, slot and access.
void planSignature(op_set set, const op_arg *args, int nargs, int blockSize,
                   std::vector<int> &out);

} // namespace loom
