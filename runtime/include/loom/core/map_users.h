// MapUsers: a map read backwards, the rows of a map that hold each target
// (the edges at each node, the cells at each face), in compressed-row form.
// The neighbour graphs that reordering (loom_reorder) and partitioning
// (loom_distributed) build start from it, and both share the error for a
// graph too large for the 32-bit offsets that METIS and Scotch take.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace loom {

// rows[start[t]..start[t+1]) are the rows holding target t, in increasing
// order, a row once for each time it holds t. Offsets are size_t: a map of
// more than 2^31 entries (rows * dim) is read without wrapping.
struct MapUsers {
  std::vector<size_t> start; // targets + 1 entries
  std::vector<int> rows;
};

// The users of the `rows` x `dim` entries of a map onto `targets` elements;
// every entry must be in [0, targets), as a declared map's are.
MapUsers mapUsers(const int *entries, int rows, int dim, int targets);

// The one error for a neighbour graph over 2,147,483,647 entries: `graph`
// names it ("the graph of set 'cells' through map 'pcell'").
[[noreturn]] void throwGraphTooLarge(const std::string &graph);

} // namespace loom
