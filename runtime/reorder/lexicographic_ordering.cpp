#include "loom/core/error.h"
#include "loom/reorder/orderings.h"

#include <algorithm>
#include <numeric>

namespace loom::reorder {

Permutation lexicographicOrdering(op_map map) {
  if (!map)
    throw Error("lexicographicOrdering: null map");
  const int n = map->from->size, dim = map->dim;
  std::vector<int> keys(static_cast<size_t>(n) * dim);
  for (int e = 0; e < n; ++e) {
    int *row = keys.data() + static_cast<size_t>(e) * dim;
    std::copy_n(map->map + static_cast<size_t>(e) * dim, dim, row);
    std::sort(row, row + dim);
  }
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return std::lexicographical_compare(
        keys.begin() + static_cast<size_t>(a) * dim,
        keys.begin() + static_cast<size_t>(a + 1) * dim,
        keys.begin() + static_cast<size_t>(b) * dim,
        keys.begin() + static_cast<size_t>(b + 1) * dim);
  });
  return permutationFromOrder(order);
}

} // namespace loom::reorder
