// LOOM_PREFETCH: how far ahead generated openmp loops prefetch.
#include "loom/backend/openmp/prefetch_ahead.h"

#include "loom/core/error.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <string>

namespace loom::openmp {

int prefetchDistance(bool elementOrder) {
  // Read on every loop call, as LOOM_SIMD is: a getenv is far cheaper than
  // any loop, and a program may change it between loops.
  const char *v = std::getenv("LOOM_PREFETCH");
  if (!v)
    return elementOrder ? kPrefetchDistance : 0;
  char *end = nullptr;
  errno = 0;
  const long d = std::strtol(v, &end, 10);
  if (*v == '\0' || *end != '\0' || errno != 0 || d < 0 || d > INT_MAX)
    fatal(std::string("LOOM_PREFETCH: expected a number of elements >= 0 "
                      "(0: off), got '") +
          v + "'");
  return static_cast<int>(d);
}

} // namespace loom::openmp
