#include "loom/core/map_users.h"

#include "loom/core/error.h"

#include <climits>

namespace loom {

MapUsers mapUsers(const int *entries, int rows, int dim, int targets) {
  MapUsers u;
  u.start.assign(static_cast<size_t>(targets) + 1, 0);
  const size_t width = static_cast<size_t>(dim);
  const size_t count = static_cast<size_t>(rows) * width;
  for (size_t k = 0; k < count; ++k)
    ++u.start[static_cast<size_t>(entries[k]) + 1];
  for (size_t t = 0; t < static_cast<size_t>(targets); ++t)
    u.start[t + 1] += u.start[t];
  std::vector<size_t> fill(u.start.begin(), u.start.end() - 1);
  u.rows.resize(count);
  for (size_t k = 0; k < count; ++k)
    u.rows[fill[entries[k]]++] = static_cast<int>(k / width);
  return u;
}

void throwGraphTooLarge(const std::string &graph) {
  throw Error(graph + " has more than " + std::to_string(INT_MAX) +
              " neighbour entries, which its int offsets and the orderings' "
              "and partitioners' 32-bit indices (METIS, Scotch) cannot hold");
}

} // namespace loom
