// LOOM_PREFETCH: how far ahead generated openmp loops prefetch.
#include "loom/backend/openmp/prefetch_ahead.h"

#include "loom/core/error.h"
#include "loom/core/whole_number.h"

#include <climits>
#include <cstdlib>
#include <optional>
#include <string>

namespace loom::openmp {

int prefetchDistance(bool elementOrder) {
  // Read on every loop call, as LOOM_SIMD is: a getenv is far cheaper than
  // any loop, and a program may change it between loops.
  const char *v = std::getenv("LOOM_PREFETCH");
  if (!v)
    return elementOrder ? kPrefetchDistance : 0;
  const std::optional<long long> d = wholeNumber(v, 0, INT_MAX);
  if (!d)
    fatal(std::string("LOOM_PREFETCH: expected a number of elements >= 0 "
                      "(0: off), got '") +
          v + "'");
  return static_cast<int>(*d);
}

} // namespace loom::openmp
