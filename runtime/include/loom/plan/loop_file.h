// A loop as the planner sees it (LoopAccess), saved to a file with the maps
// it points into, so that loom-plan can study an application's own loops:
// a program run with LOOM_DUMP_LOOPS=dir writes one file per loop
// (dir/<loop>.loop.json), `loom-plan --loop-file dir/<loop>.loop.json`
// reads it. JSON:
//   {"loom_loop": 1, "loop": "res_calc", "set": "edges", "set_size": N,
//    "direct_elem_bytes": [...],
//    "maps": [{"dim": 2, "to_size": M, "entries": [...]}, ...],
//    "accesses": [{"map": 0, "idx": 0, "writes": false, "elem_bytes": 16,
//                  "dat": 1}, ...]}
#pragma once

#include "loom/plan/loop_access.h"

#include <string>
#include <vector>

namespace loom::plan {

struct LoopFile {
  std::string loop, set;
  std::vector<std::vector<int>> maps; // storage the accesses point into
  LoopAccess access;
};

// Writes `access` (maps deduplicated by mapId) through a temporary file and
// a rename. Throws std::runtime_error naming the file on failure.
void writeLoopFile(const std::string &path, const std::string &loop,
                   const std::string &set, const LoopAccess &access);

// Reads and checks (checkLoopAccess) a loop file. Throws std::runtime_error
// "<path>: <what>" when it is unreadable, not a loop file or malformed. The
// result owns its maps: move it, never copy it.
LoopFile readLoopFile(const std::string &path);

} // namespace loom::plan
