// The median and quartiles of a loop's call times: what the loop report and
// the auto-tuner compare strategies by. A median is not pulled by the odd
// slow call (a page fault, another process) as a mean is, nor by the odd
// fast one as a minimum is; the interquartile range says how far two
// medians must differ before the difference is more than noise.
#pragma once

#include <cstddef>
#include <vector>

namespace loom {

struct CallSpread {
  std::size_t count = 0; // calls the figures come from
  double median = 0, q1 = 0, q3 = 0;
  double spread() const { return q3 - q1; } // the interquartile range
};

// The figures of the first `n` of `times` (all of them when n exceeds their
// number); quartiles by linear interpolation between order statistics.
CallSpread spreadOf(const std::vector<float> &times, std::size_t n);
CallSpread spreadOf(const std::vector<double> &times);

} // namespace loom
