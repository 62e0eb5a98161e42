// Private: a plan's offsets from its blocks' counts (offset[b] = the sum of
// the counts before block b), summed in 64 bits. What a block holds may be
// counted more than once over the plan (an owner-computes plan runs an
// element in each block that owns one of its targets; a staging list holds
// a target once per block that reaches it), so the total can pass INT_MAX
// though the set does not; the plan's offsets and positions are int, so
// that is an error, never a wrapped offset.
#pragma once

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace loom::plan::detail {

// Turns `offset` from counts (offset[0] = 0, offset[b + 1] block b's count)
// into offsets (offset[b] the sum of the counts before block b), in place;
// `what` names the list in the error ("an owner-computes plan's runs").
inline void sumBlockOffsets(std::vector<int> &offset, const char *what) {
  int64_t total = 0;
  for (size_t b = 1; b < offset.size(); ++b) {
    total += offset[b];
    offset[b] = int(std::min<int64_t>(total, INT_MAX));
  }
  if (total > INT_MAX)
    throw std::invalid_argument(
        std::string("loom::plan: ") + what + " number " +
        std::to_string(total) + ", more than the " + std::to_string(INT_MAX) +
        " that the plan's int offsets can index; larger blocks hold fewer");
}

} // namespace loom::plan::detail
