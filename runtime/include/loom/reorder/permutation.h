// Permutation: a renumbering of a set, stored as newIndex[oldIndex]. Every
// reordering method returns one; loom::renumber applies it.
#pragma once

#include <string>
#include <vector>

namespace loom::reorder {

using Permutation = std::vector<int>;

// Throws loom::Error naming `what` unless `p` is a bijection of [0, size).
void checkPermutation(const Permutation &p, int size, const std::string &what);
bool isBijection(const Permutation &p);

Permutation identityPermutation(int size);
// inverse[newIndex] = oldIndex.
Permutation inversePermutation(const Permutation &p);
// first, then second: result[i] = second[first[i]].
Permutation composePermutations(const Permutation &first,
                                const Permutation &second);
// A uniformly random permutation (std::mt19937 seeded with `seed`).
Permutation randomPermutation(int size, unsigned seed);
// The permutation that numbers elements in order of `order`, where order[k]
// is the old index of the k-th element.
Permutation permutationFromOrder(const std::vector<int> &order);

} // namespace loom::reorder
