#include "loom/core/error.h"
#include "loom/reorder/orderings.h"

#include <algorithm>
#include <numeric>

namespace loom::reorder {

Permutation blockSetOrdering(op_map map, const std::vector<int> &blockOf) {
  if (!map)
    throw Error("blockSetOrdering: null map");
  if (blockOf.size() != static_cast<size_t>(map->from->size))
    throw Error(std::string("blockSetOrdering: ") +
                std::to_string(blockOf.size()) + " block ids for set '" +
                map->from->name + "' of " + std::to_string(map->from->size));
  const int points = map->to->size;
  std::vector<std::vector<int>> blocks(points);
  const size_t count = static_cast<size_t>(map->from->size) * map->dim;
  for (size_t k = 0; k < count; ++k)
    blocks[map->map[k]].push_back(blockOf[k / map->dim]);
  for (auto &b : blocks) {
    std::sort(b.begin(), b.end());
    b.erase(std::unique(b.begin(), b.end()), b.end());
  }
  // Ties (points reached by the same blocks) in the order the iteration
  // elements first reach them, so that a block's points follow its
  // elements' order; points no element reaches keep theirs, last.
  std::vector<long long> firstUse(points, static_cast<long long>(count));
  for (size_t k = count; k-- > 0;)
    firstUse[map->map[k]] = static_cast<long long>(k);
  std::vector<int> order(points);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (blocks[a].size() != blocks[b].size())
      return blocks[a].size() < blocks[b].size();
    if (blocks[a] != blocks[b])
      return blocks[a] < blocks[b];
    return firstUse[a] < firstUse[b];
  });
  return permutationFromOrder(order);
}

} // namespace loom::reorder
