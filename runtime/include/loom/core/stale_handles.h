// Stale handles: op_exit() and op_free_dat_temp() do not free the op_set,
// op_map and op_dat objects their handles point to. The context keeps them as
// tombstones (their data freed, `index` set to one of the markers below), so
// that a program using one afterwards gets an error naming it instead of a
// use-after-free. A live handle has index >= 0: checking costs one load.
#pragma once

#include "loom/core/op2_types.h"

#include <string>

namespace loom {

inline constexpr int kReleasedByExit = -1; // declared before op_exit()
inline constexpr int kFreedTemporary = -2; // freed by op_free_dat_temp()

// Throw loom::Error "<what>: set 'x' is a stale handle (...)" when the
// handle was released; a null handle passes (callers report null
// themselves).
void requireLive(op_set set, const std::string &what);
void requireLive(op_map map, const std::string &what);
void requireLive(op_dat dat, const std::string &what);

// That message for a stale handle, for callers that throw their own error
// type (op_arg_* hand it to the loop, which names itself and its call site).
std::string staleMessage(op_map map, const std::string &what);
std::string staleMessage(op_dat dat, const std::string &what);

inline bool isStale(op_set set) { return set && set->index < 0; }
inline bool isStale(op_map map) { return map && map->index < 0; }
inline bool isStale(op_dat dat) { return dat && dat->index < 0; }

} // namespace loom
