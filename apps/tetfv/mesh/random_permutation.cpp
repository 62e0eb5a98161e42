// Renumbered instances: the same graph under another tet numbering (a
// given permutation, or a random one: the "unordered" variant).
#include "instances.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>

namespace tetfv {

TetGraph permuted(const TetGraph &graph, const std::vector<int> &newIndex) {
  const int n = graph.numTets;
  std::vector<bool> seen(static_cast<size_t>(n), false);
  if (newIndex.size() != static_cast<size_t>(n))
    throw std::invalid_argument(
        "tet permutation: " + std::to_string(newIndex.size()) +
        " entries for " + std::to_string(n) + " tets");
  for (int i = 0; i < n; ++i) {
    const int to = newIndex[i];
    if (to < 0 || to >= n || seen[to])
      throw std::invalid_argument("tet permutation: tet " + std::to_string(i) +
                                  " goes to " + std::to_string(to) +
                                  ", not a free index in [0, " +
                                  std::to_string(n) + ")");
    seen[to] = true;
  }
  TetGraph out;
  out.numTets = n;
  out.neighbours.resize(graph.neighbours.size());
  for (int i = 0; i < n; ++i)
    for (int s = 0; s < 4; ++s)
      out.neighbours[4 * static_cast<size_t>(newIndex[i]) + s] =
          newIndex[graph.neighbours[4 * static_cast<size_t>(i) + s]];
  return out;
}

TetGraph randomlyPermuted(const TetGraph &graph, std::uint32_t seed) {
  std::vector<int> perm(static_cast<size_t>(graph.numTets));
  std::iota(perm.begin(), perm.end(), 0);
  std::mt19937 rng(seed);
  std::shuffle(perm.begin(), perm.end(), rng);
  return permuted(graph, perm);
}

} // namespace tetfv
