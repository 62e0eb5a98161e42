// LOOM_SIMD: whether generated openmp loops run their SIMD-group path.
#include "loom/backend/openmp/simd_lanes.h"

#include "loom/core/error.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace loom::openmp {

bool simdGroupsEnabled(bool stagesIncrements) {
  // Read on every loop call (a getenv is far cheaper than any loop), so a
  // program may switch between the paths.
  const char *v = std::getenv("LOOM_SIMD");
  if (!v)
    return !stagesIncrements;
  if (std::strcmp(v, "1") == 0)
    return true;
  if (std::strcmp(v, "0") == 0)
    return false;
  fatal(std::string("LOOM_SIMD: expected 0 or 1, got '") + v + "'");
}

} // namespace loom::openmp
