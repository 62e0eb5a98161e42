// Private: a plan's offsets from its blocks' counts (offset[b] = the sum of
// the counts before block b), summed in 64 bits. What a block holds may be
// counted more than once over the plan (an owner-computes plan runs an
// element in each block that owns one of its targets; a staging list holds
// a target once per block that reaches it), so the total can pass INT_MAX
// though the set does not; the plan's offsets and positions are int, so
// that is an error, never a wrapped offset.
#pragma once

#include <climits>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace loom::plan::detail {

// `counts`' offsets, counts.size() + 1 of them from 0; `what` names the
// list in the error ("an owner-computes plan's runs").
inline std::vector<int> blockOffsets(const std::vector<int> &counts,
                                     const char *what) {
  std::vector<int> offset;
  offset.reserve(counts.size() + 1);
  offset.push_back(0);
  int64_t total = 0;
  for (int count : counts) {
    total += count;
    if (total <= INT_MAX)
      offset.push_back(int(total));
  }
  if (offset.size() != counts.size() + 1)
    throw std::invalid_argument(
        std::string("loom::plan: ") + what + " number " +
        std::to_string(total) + ", more than the " + std::to_string(INT_MAX) +
        " that the plan's int offsets can index; larger blocks hold fewer");
  return offset;
}

} // namespace loom::plan::detail
