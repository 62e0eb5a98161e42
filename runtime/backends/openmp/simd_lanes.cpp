// LOOM_SIMD: whether generated openmp loops run their SIMD-group path.
#include "loom/backend/openmp/simd_lanes.h"

#include "loom/core/error.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace loom::openmp {

int simdSetting() {
  // Read on every loop call (a getenv is far cheaper than any loop), so a
  // program may switch between the paths.
  const char *v = std::getenv("LOOM_SIMD");
  if (!v)
    return -1;
  if (std::strcmp(v, "1") == 0)
    return 1;
  if (std::strcmp(v, "0") == 0)
    return 0;
  fatal(std::string("LOOM_SIMD: expected 0 or 1, got '") + v + "'");
}

} // namespace loom::openmp
