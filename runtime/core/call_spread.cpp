#include "loom/core/call_spread.h"

#include <algorithm>

namespace loom {

namespace {

// The q-quantile of sorted `v` (0 <= q <= 1).
double quantile(const std::vector<double> &v, double q) {
  const double at = q * static_cast<double>(v.size() - 1);
  const std::size_t below = static_cast<std::size_t>(at);
  const std::size_t above = std::min(below + 1, v.size() - 1);
  return v[below] + (at - static_cast<double>(below)) * (v[above] - v[below]);
}

} // namespace

CallSpread spreadOf(const std::vector<double> &times) {
  CallSpread s;
  s.count = times.size();
  if (times.empty())
    return s;
  std::vector<double> v(times);
  std::sort(v.begin(), v.end());
  s.median = quantile(v, 0.5);
  s.q1 = quantile(v, 0.25);
  s.q3 = quantile(v, 0.75);
  return s;
}

CallSpread spreadOf(const std::vector<float> &times, std::size_t n) {
  n = std::min(n, times.size());
  return spreadOf(std::vector<double>(times.begin(), times.begin() + n));
}

} // namespace loom
