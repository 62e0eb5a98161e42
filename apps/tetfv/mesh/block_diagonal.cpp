// Synthetic block-diagonal instances (Langguth et al., Section 4).
#include "instances.h"

#include <algorithm>
#include <random>
#include <stdexcept>
#include <string>

namespace tetfv {

TetGraph blockDiagonal(int n, int b, std::uint32_t seed) {
  if (n < 1)
    throw std::invalid_argument("block-diagonal instance: number of tets " +
                                std::to_string(n) + " must be at least 1");
  if (b < 1)
    throw std::invalid_argument("block-diagonal instance: block size " +
                                std::to_string(b) + " must be at least 1");
  TetGraph graph;
  graph.numTets = n;
  graph.neighbours.resize(4 * static_cast<size_t>(n));
  std::mt19937 rng(seed);
  for (int first = 0; first < n; first += b) {
    const int last = first + std::min(b, n - first) - 1;
    std::uniform_int_distribution<int> pick(first, last);
    for (int i = first; i <= last; ++i)
      for (int s = 0; s < 4; ++s)
        graph.neighbours[4 * static_cast<size_t>(i) + s] = pick(rng);
  }
  return graph;
}

} // namespace tetfv
