#include "loom/reorder/permutation.h"

#include "loom/core/error.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace loom::reorder {

bool isBijection(const Permutation &p) {
  std::vector<char> seen(p.size(), 0);
  for (int v : p) {
    if (v < 0 || static_cast<size_t>(v) >= p.size() || seen[v])
      return false;
    seen[v] = 1;
  }
  return true;
}

void checkPermutation(const Permutation &p, int size, const std::string &what) {
  if (p.size() != static_cast<size_t>(size))
    throw Error(what + ": permutation has " + std::to_string(p.size()) +
                " entries for a set of " + std::to_string(size));
  std::vector<char> seen(p.size(), 0);
  for (size_t i = 0; i < p.size(); ++i) {
    int v = p[i];
    if (v < 0 || v >= size)
      throw Error(what + ": permutation entry " + std::to_string(i) + " = " +
                  std::to_string(v) + " is out of range [0, " +
                  std::to_string(size) + ")");
    if (seen[v])
      throw Error(what + ": permutation entry " + std::to_string(i) + " = " +
                  std::to_string(v) + " repeats an earlier entry");
    seen[v] = 1;
  }
}

Permutation identityPermutation(int size) {
  Permutation p(size);
  std::iota(p.begin(), p.end(), 0);
  return p;
}

Permutation inversePermutation(const Permutation &p) {
  Permutation inv(p.size());
  for (size_t i = 0; i < p.size(); ++i)
    inv[p[i]] = static_cast<int>(i);
  return inv;
}

Permutation composePermutations(const Permutation &first,
                                const Permutation &second) {
  Permutation r(first.size());
  for (size_t i = 0; i < first.size(); ++i)
    r[i] = second[first[i]];
  return r;
}

Permutation randomPermutation(int size, unsigned seed) {
  Permutation p = identityPermutation(size);
  std::mt19937 rng(seed);
  std::shuffle(p.begin(), p.end(), rng);
  return p;
}

Permutation permutationFromOrder(const std::vector<int> &order) {
  return inversePermutation(order);
}

} // namespace loom::reorder
