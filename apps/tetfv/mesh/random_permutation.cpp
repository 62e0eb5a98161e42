// "Unordered" instances: the same graph under a random tet numbering.
#include "instances.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace tetfv {

TetGraph randomlyPermuted(const TetGraph &graph, std::uint32_t seed) {
  std::vector<int> perm(static_cast<size_t>(graph.numTets));
  std::iota(perm.begin(), perm.end(), 0);
  std::mt19937 rng(seed);
  std::shuffle(perm.begin(), perm.end(), rng);
  TetGraph out;
  out.numTets = graph.numTets;
  out.neighbours.resize(graph.neighbours.size());
  for (int i = 0; i < graph.numTets; ++i)
    for (int s = 0; s < 4; ++s)
      out.neighbours[4 * static_cast<size_t>(perm[i]) + s] =
          perm[graph.neighbours[4 * static_cast<size_t>(i) + s]];
  return out;
}

} // namespace tetfv
