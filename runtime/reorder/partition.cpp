#include "loom/reorder/partition.h"

#include "loom/reorder/orderings.h"

#include "loom/core/error.h"

#include <metis.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace loom::reorder {

Partition partitionGraph(const MeshGraph &g, int blockSize, double imbalance) {
  if (blockSize <= 0)
    throw Error("partition: block size " + std::to_string(blockSize) +
                " must be positive");
  if (!(imbalance >= 1.0) || imbalance > 2.0)
    throw Error("partition: imbalance " + std::to_string(imbalance) +
                " must be in [1, 2]");
  Partition result;
  const int n = g.vertices;
  result.partOf.assign(n, 0);
  if (n == 0)
    return result;
  const int target = std::max(1, static_cast<int>(blockSize / imbalance));
  idx_t parts = (n + target - 1) / target;
  if (parts > 1) {
    idx_t nv = n, ncon = 1, objval = 0;
    std::vector<idx_t> xadj(g.offsets.begin(), g.offsets.end());
    std::vector<idx_t> adjncy(g.targets.begin(), g.targets.end());
    if (adjncy.empty())
      adjncy.push_back(0);
    idx_t options[METIS_NOPTIONS];
    METIS_SetDefaultOptions(options);
    options[METIS_OPTION_UFACTOR] =
        static_cast<idx_t>(std::lround((imbalance - 1.0) * 1000.0));
    options[METIS_OPTION_SEED] = 1;
    std::vector<idx_t> part(n);
    int status = METIS_PartGraphKway(&nv, &ncon, xadj.data(), adjncy.data(),
                                     nullptr, nullptr, nullptr, &parts, nullptr,
                                     nullptr, options, &objval, part.data());
    if (status != METIS_OK)
      throw Error("partition: METIS_PartGraphKway failed (status " +
                  std::to_string(status) + ") on " + std::to_string(n) +
                  " vertices into " + std::to_string(parts) + " parts");
    result.partOf.assign(part.begin(), part.end());
  }
  result.parts = static_cast<int>(parts);
  // Enforce the bound: split any part over blockSize, in index order.
  std::vector<int> size(result.parts, 0);
  for (int q : result.partOf)
    ++size[q];
  std::vector<int> seen(result.parts, 0), firstExtra(result.parts, -1);
  int next = result.parts;
  for (int q : size)
    if (q > blockSize)
      next += (q - 1) / blockSize;
  int extra = result.parts;
  for (int q = 0; q < result.parts; ++q)
    if (size[q] > blockSize) {
      firstExtra[q] = extra;
      extra += (size[q] - 1) / blockSize;
    }
  for (int &q : result.partOf) {
    if (size[q] <= blockSize)
      continue;
    int chunk = seen[q]++ / blockSize;
    if (chunk > 0)
      q = firstExtra[q] + chunk - 1;
  }
  result.parts = next;
  // Drop empty parts (METIS may leave some) so ids are dense.
  std::vector<int> count(result.parts, 0), id(result.parts, -1);
  for (int q : result.partOf)
    ++count[q];
  int dense = 0;
  for (int q = 0; q < result.parts; ++q)
    if (count[q] > 0)
      id[q] = dense++;
  for (int &q : result.partOf)
    q = id[q];
  result.parts = dense;
  return result;
}

void orderPartsByLocality(Partition &p, const MeshGraph &g) {
  if (static_cast<int>(p.partOf.size()) != g.vertices)
    throw Error("orderPartsByLocality: partition of " +
                std::to_string(p.partOf.size()) + " vertices for a graph of " +
                std::to_string(g.vertices));
  std::vector<std::vector<int>> lists(p.parts);
  for (int v = 0; v < g.vertices; ++v)
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      const int a = p.partOf[v], b = p.partOf[g.targets[k]];
      if (a != b)
        lists[a].push_back(b);
    }
  MeshGraph quotient;
  quotient.vertices = p.parts;
  quotient.offsets.assign(p.parts + 1, 0);
  for (int q = 0; q < p.parts; ++q) {
    auto &l = lists[q];
    std::sort(l.begin(), l.end());
    l.erase(std::unique(l.begin(), l.end()), l.end());
    quotient.offsets[q + 1] = quotient.offsets[q] + static_cast<int>(l.size());
    quotient.targets.insert(quotient.targets.end(), l.begin(), l.end());
  }
  const Permutation newId = rcmOrdering(quotient);
  for (int &q : p.partOf)
    q = newId[q];
}

Permutation partitionOrdering(const Partition &p) {
  std::vector<int> order(p.partOf.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return p.partOf[a] < p.partOf[b]; });
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
