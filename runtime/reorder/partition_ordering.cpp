#include "loom/reorder/partition.h"

#include "loom/core/error.h"
#include "loom/core/stream_bandwidth.h"

#include <algorithm>
#include <string>

namespace loom::reorder {

namespace {

// Vertices of each part, part by part, in index order (a counting sort).
std::vector<int> membersByPart(const Partition &p,
                               const std::vector<int> &offsets) {
  std::vector<int> fill(offsets.begin(), offsets.end() - 1);
  std::vector<int> members(p.partOf.size());
  for (size_t v = 0; v < p.partOf.size(); ++v)
    members[fill[p.partOf[v]]++] = static_cast<int>(v);
  return members;
}

// Breadth-first over the edges of g that stay in part q from the vertices
// already in `order` (marked with `stamp`), appending each vertex reached
// to `order` and marking it. Returns the last vertex reached: one of the
// farthest from the sources.
int sweep(const MeshGraph &g, const std::vector<int> &partOf, int q, int stamp,
          std::vector<int> &mark, std::vector<int> &order) {
  for (size_t head = 0; head < order.size(); ++head) {
    const int v = order[head];
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      const int t = g.targets[k];
      if (partOf[t] == q && mark[t] != stamp) {
        mark[t] = stamp;
        order.push_back(t);
      }
    }
  }
  return order.back();
}

// Parts per thread's chunk of the loop over parts: enough to spread
// unequal parts over the threads.
constexpr int kPartsPerChunk = 16;

} // namespace

Permutation partitionOrdering(const Partition &p) {
  const std::vector<int> members = membersByPart(p, partOffsets(p));
  return permutationFromOrder(members);
}

Permutation partitionOrdering(const Partition &p, const MeshGraph &g) {
  if (static_cast<int>(p.partOf.size()) != g.vertices)
    throw Error("partitionOrdering: partition of " +
                std::to_string(p.partOf.size()) + " vertices for a graph of " +
                std::to_string(g.vertices));
  const std::vector<int> offsets = partOffsets(p);
  const std::vector<int> members = membersByPart(p, offsets);
  std::vector<int> order(members.size());
  // mark[v]: the last sweep that reached v; parts are disjoint, so each
  // thread marks only its own parts' vertices.
  std::vector<int> mark(members.size(), -1);
  const int threads =
      std::max(1, std::min(hostThreads(), p.parts / kPartsPerChunk));
#pragma omp parallel num_threads(threads)
  {
    std::vector<int> front;
    std::vector<std::pair<int, int>> seeds;
#pragma omp for schedule(dynamic, kPartsPerChunk)
    for (int q = 0; q < p.parts; ++q) {
      const int first = offsets[q], last = offsets[q + 1];
      const int numbered = 2 * q + 1; // mark of the part's numbered vertices
      // Sources: the part's vertices next to an earlier part, by the
      // earliest such part, so that the part is numbered in fronts moving
      // away from the parts numbered before it, as RCM's fronts move
      // through a mesh.
      seeds.clear();
      for (int i = first; i < last; ++i) {
        const int v = members[i];
        int earliest = q;
        for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k)
          earliest = std::min(earliest, p.partOf[g.targets[k]]);
        if (earliest < q)
          seeds.emplace_back(earliest, i);
      }
      std::sort(seeds.begin(), seeds.end());
      front.clear();
      for (const auto &seed : seeds) {
        const int v = members[seed.second];
        mark[v] = numbered;
        front.push_back(v);
      }
      int placed = 0;
      if (!front.empty()) {
        sweep(g, p.partOf, q, numbered, mark, front);
        std::copy(front.begin(), front.end(), order.begin() + first);
        placed = static_cast<int>(front.size());
      }
      // What no source reaches (the first part; pieces apart from earlier
      // parts): each piece from a far vertex, found by a first sweep from
      // its lowest vertex.
      for (int i = first; i < last; ++i) {
        const int v = members[i];
        if (mark[v] == numbered)
          continue;
        front.assign(1, v);
        mark[v] = 2 * q;
        const int far = sweep(g, p.partOf, q, 2 * q, mark, front);
        front.assign(1, far);
        mark[far] = numbered;
        sweep(g, p.partOf, q, numbered, mark, front);
        std::copy(front.begin(), front.end(), order.begin() + first + placed);
        placed += static_cast<int>(front.size());
      }
    }
  }
  return permutationFromOrder(order);
}

std::vector<int> partOffsets(const Partition &p) {
  std::vector<int> offsets(p.parts + 1, 0);
  for (int q : p.partOf)
    ++offsets[q + 1];
  for (int q = 0; q < p.parts; ++q)
    offsets[q + 1] += offsets[q];
  return offsets;
}

} // namespace loom::reorder
