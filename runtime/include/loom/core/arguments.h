// Building op_arg descriptors (the C++ API behind op_arg_dat, op_arg_gbl,
// op_arg_idx). Each function checks its argument against the dat or map and
// throws loom::ArgumentError naming the object and the bad value.
#pragma once

#include "loom/core/error.h"
#include "loom/core/op2_types.h"

#include <string_view>

namespace loom {

// `idx` >= 0: one map slot; -1 with OP_ID: direct access; idx < -1 with a
// map: all -idx slots (a vector argument, OP2's negative index).
op_arg datArg(op_dat dat, int idx, op_map map, int dim, std::string_view type,
              op_access acc, bool active = true);
// `active` false (OP2's op_opt_arg_gbl with opt 0): no checks, opt = 0.
op_arg gblArg(char *data, int dim, const char *type, int size, op_access acc,
              bool active = true);
// OP2's op_arg_info: a payload that follows the winning element of the
// OP_MIN/OP_MAX op_arg_gbl at 0-based loop position `ref` (kept in acc).
op_arg infoArg(char *data, int dim, const char *type, int size, int ref);
op_arg idxArg(int idx, op_map map);

const char *accessName(op_access acc);

// Whether `a` is an active dat argument reached through a map.
inline bool reachesThroughMap(const op_arg &a) {
  return a.argtype == OP_ARG_DAT && a.opt && a.map;
}

// An active op_arg that carries `why` (kept for the program's lifetime) in
// its `error`: checkLoopArgs reports it with the loop's name, the argument
// and the call site.
op_arg rejectedArg(std::string_view why);

// OP2's op_arg_* calls: `build()`'s argument, or, when it rejects the
// argument (an ArgumentError: a null or stale dat or map, a bad access mode
// or index), an op_arg carrying the error to the loop (rejectedArg). Other
// errors propagate.
template <typename Build> op_arg deferringErrors(Build build) {
  try {
    return build();
  } catch (const ArgumentError &e) {
    return rejectedArg(e.what());
  }
}

} // namespace loom
