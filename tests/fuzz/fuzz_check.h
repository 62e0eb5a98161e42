// Property checks inside fuzz targets: a failed check prints one line and
// aborts, which libFuzzer (and the replay tests) report as a crash.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace loom::fuzz {

inline void check(bool ok, const std::string &what) {
  if (!ok) {
    std::fprintf(stderr, "loom fuzz: property violated: %s\n", what.c_str());
    std::abort();
  }
}

// Every entry of `indices` lies in [0, bound).
template <typename Int>
bool allBelow(const std::vector<Int> &indices, long long bound) {
  for (Int i : indices)
    if (i < 0 || static_cast<long long>(i) >= bound)
      return false;
  return true;
}

} // namespace loom::fuzz
