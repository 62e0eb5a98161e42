// LOOM_DUMP_LOOPS=dir: each loop's first call saves the loop as the planner
// sees it (set size, maps, accesses) to dir/<loop>.loop.json, so that
// `loom-plan --loop-file` can study an application's own loops.
#pragma once

#include "op_lib_cpp.h"

namespace loom {

// Does nothing unless LOOM_DUMP_LOOPS is set, or when `name` was dumped
// already. Throws loom::Error when the file cannot be written.
void dumpLoopOnce(const char *name, op_set set, const op_arg *args, int nargs);

} // namespace loom
