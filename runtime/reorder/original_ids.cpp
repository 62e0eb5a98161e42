#include "loom/reorder/original_ids.h"

#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/stale_handles.h"
#include "loom/reorder/permutation.h"

#include <algorithm>
#include <string>

namespace loom::reorder {

std::vector<int> originalIds(Context &ctx, op_set set) {
  const std::string what = "loom_get_original_ids";
  if (!set)
    throw Error(what + ": null set");
  requireLive(set, what);
  const auto &recorded = ctx.originalIds();
  const auto index = static_cast<size_t>(set->index);
  if (index >= recorded.size() || recorded[index].empty())
    return identityPermutation(set->size);
  if (recorded[index].size() != static_cast<size_t>(set->size))
    throw Error(what + ": set '" + set->name + "' has " +
                std::to_string(set->size) + " elements but " +
                std::to_string(recorded[index].size()) +
                " were renumbered (was it partitioned since?)");
  return recorded[index];
}

} // namespace loom::reorder

void loom_get_original_ids(op_set set, int *ids) {
  loom::orExit([&] {
    if (loom::distribution().ranks() > 1)
      throw loom::Error("loom_get_original_ids(" +
                        std::string(set ? set->name : "null") + ") on " +
                        std::to_string(loom::distribution().ranks()) +
                        " processes is not supported (each process holds "
                        "its part of the set in its own numbering)");
    const std::vector<int> original =
        loom::reorder::originalIds(loom::context(), set);
    if (!ids && !original.empty())
      throw loom::Error(std::string("loom_get_original_ids(") + set->name +
                        "): null output array for " +
                        std::to_string(original.size()) + " elements");
    std::copy(original.begin(), original.end(), ids);
  });
}
