#include "loom/reorder/partition.h"

#include "loom/reorder/orderings.h"

#include "loom/core/error.h"
#include "loom/core/stream_bandwidth.h"
#include "vertex_clusters.h"
#include "worker_processes.h"

#include <metis.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

namespace loom::reorder {

namespace {

// Parts of at most this many vertices on average are made by recursive
// bisection (METIS_PartGraphRecursive), larger ones by k-way
// (METIS_PartGraphKway). k-way coarsens the graph to about 30 vertices per
// part before its initial partitioning, so for small parts it hardly
// coarsens, and bisecting a graph half the size of the input into the k
// parts is most of its time. On the permuted 8M-tet box, parts of 64
// (issue #32; the second level's 365 calls, ~340 parts of 22k vertices
// each, on one worker): k-way 82.9 s, recursive bisection 27.9 s, cutting
// 4.4% more edges, and the cell loop after either ordering ran at the same
// speed. On the permuted 1M-tet box, k-way's second level took 3.1, 1.9,
// 1.2 and 0.9 times recursive bisection's time for parts of 64, 128, 256
// and 512, and cut 3-4% fewer edges.
constexpr int kRecursivePartSize = 128;

// METIS parts (ids [0, parts)) of the graph in CSR form; all in part 0 when
// parts == 1.
std::vector<idx_t> metisParts(idx_t n, const idx_t *xadj, const idx_t *adjncy,
                              idx_t parts, idx_t ufactor,
                              const idx_t *vwgt = nullptr,
                              const idx_t *adjwgt = nullptr) {
  std::vector<idx_t> part(static_cast<size_t>(n), 0);
  if (parts <= 1 || n == 0)
    return part;
  idx_t nv = n, ncon = 1, objval = 0;
  idx_t dummy = 0;
  idx_t options[METIS_NOPTIONS];
  METIS_SetDefaultOptions(options);
  options[METIS_OPTION_UFACTOR] = ufactor;
  options[METIS_OPTION_SEED] = 1;
  const bool recursive = n / parts <= kRecursivePartSize;
  const int status =
      (recursive ? METIS_PartGraphRecursive : METIS_PartGraphKway)(
          &nv, &ncon, const_cast<idx_t *>(xadj),
          const_cast<idx_t *>(xadj[n] > 0 ? adjncy : &dummy),
          const_cast<idx_t *>(vwgt), nullptr,
          const_cast<idx_t *>(xadj[n] > 0 ? adjwgt : nullptr), &parts, nullptr,
          nullptr, options, &objval, part.data());
  if (status != METIS_OK)
    throw Error(
        std::string("partition: ") +
        (recursive ? "METIS_PartGraphRecursive" : "METIS_PartGraphKway") +
        " failed (status " + std::to_string(status) + ") on " +
        std::to_string(n) + " vertices into " + std::to_string(parts) +
        " parts");
  return part;
}

// The first level's graph joins up to this many vertices into one (issue
// #32). METIS spends most of a call on a whole 8M-vertex graph coarsening
// it, single-threaded; on the permuted 8M-tet box clusters of 8 (1.4M of
// them) cut its time from 12.8 s to 2.0 s, and the final parts cut 5% more
// edges (2.51M against 2.39M of 15.9M): the first level's boundaries are
// not refined at the fine graph's scale; the second level's are.
constexpr int kClusterSize = 8;

// Beyond `oneLevelParts` parts, two levels: METIS k-way's coarsest graph has
// about 30 vertices per part, which it splits by recursive bisection, so one
// call for 32,000 parts of an 8M-vertex graph bisects a graph of about a
// million vertices (issue #32). Two levels: about sqrt(parts) parts of the
// whole graph, made from its clusters (vertex_clusters.h, at least 64
// clusters per part), then each of them split on its own (its internal
// edges) into parts of about `target` vertices. Nested like the recursive
// bisection METIS does inside, at a fraction of the work. The second level's
// calls are independent: they run in `workers` processes
// (worker_processes.h), with the same result as in one.
std::vector<int> twoLevelParts(const MeshGraph &g, idx_t parts, int target,
                               idx_t ufactor, int workers, Partition &info) {
  const auto began = std::chrono::steady_clock::now();
  const int n = g.vertices;
  const idx_t top =
      static_cast<idx_t>(std::ceil(std::sqrt(static_cast<double>(parts))));
  std::vector<idx_t> first;
  {
    const int clusterSize =
        std::clamp(n / (static_cast<int>(top) * 64), 1, kClusterSize);
    const ClusteredGraph c = clusterVertices(g, clusterSize);
    const MeshGraph &cg = c.graph;
    std::vector<idx_t> xadj(cg.offsets.begin(), cg.offsets.end());
    std::vector<idx_t> adjncy(cg.targets.begin(), cg.targets.end());
    std::vector<idx_t> vwgt(c.weight.begin(), c.weight.end());
    std::vector<idx_t> adjwgt(c.edgeWeight.begin(), c.edgeWeight.end());
    const std::vector<idx_t> coarse =
        metisParts(cg.vertices, xadj.data(), adjncy.data(), top, ufactor,
                   vwgt.data(), adjwgt.data());
    first.resize(static_cast<size_t>(n));
    for (int v = 0; v < n; ++v)
      first[v] = coarse[c.clusterOf[v]];
  }
  // The vertices of each top-level part, and each vertex's index in it.
  std::vector<int> start(static_cast<size_t>(top) + 1, 0), local(n);
  for (idx_t q : first)
    ++start[q + 1];
  for (idx_t q = 0; q < top; ++q)
    start[q + 1] += start[q];
  std::vector<int> members(static_cast<size_t>(n)), fill(start);
  for (int v = 0; v < n; ++v) {
    local[v] = fill[first[v]] - start[first[v]];
    members[fill[first[v]]++] = v;
  }
  // Part q's second-level parts get ids from base[q].
  std::vector<int> base(static_cast<size_t>(top) + 1, 0);
  for (idx_t q = 0; q < top; ++q)
    base[q + 1] = base[q] + (start[q + 1] - start[q] + target - 1) / target;
  info.parts = base[top];
  info.firstLevelParts = static_cast<int>(top);
  const auto split = std::chrono::steady_clock::now();
  info.firstLevelSeconds = std::chrono::duration<double>(split - began).count();
  // second[i]: the part of members[i] within its top-level part.
  SharedInts second(static_cast<size_t>(n));
  runInWorkerProcesses(static_cast<int>(top), workers, [&](int q) {
    const int size = start[q + 1] - start[q];
    std::vector<idx_t> subXadj(1, 0), subAdjncy;
    subXadj.reserve(static_cast<size_t>(size) + 1);
    for (int i = start[q]; i < start[q + 1]; ++i) {
      const int v = members[i];
      for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k)
        if (first[g.targets[k]] == q)
          subAdjncy.push_back(local[g.targets[k]]);
      subXadj.push_back(static_cast<idx_t>(subAdjncy.size()));
    }
    const std::vector<idx_t> sub = metisParts(
        size, subXadj.data(), subAdjncy.data(), base[q + 1] - base[q], ufactor);
    std::copy(sub.begin(), sub.end(), second.data() + start[q]);
  });
  std::vector<int> partOf(static_cast<size_t>(n), 0);
  for (idx_t q = 0; q < top; ++q)
    for (int i = start[q]; i < start[q + 1]; ++i)
      partOf[members[i]] = base[q] + second[i];
  info.secondLevelSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - split)
          .count();
  return partOf;
}

} // namespace

Partition partitionGraph(const MeshGraph &g, int blockSize, double imbalance,
                         int oneLevelParts, int workers) {
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
  const idx_t ufactor =
      static_cast<idx_t>(std::lround((imbalance - 1.0) * 1000.0));
  if (parts > oneLevelParts) {
    result.partOf = twoLevelParts(g, parts, target, ufactor, workers, result);
    parts = result.parts;
  } else if (parts > 1) {
    std::vector<idx_t> xadj(g.offsets.begin(), g.offsets.end());
    std::vector<idx_t> adjncy(g.targets.begin(), g.targets.end());
    const std::vector<idx_t> part =
        metisParts(n, xadj.data(), adjncy.data(), parts, ufactor);
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
  // The vertices of each part (a counting sort), then each part's
  // neighbour parts, once each (a stamp per part): O(edges), no sorting of
  // edge lists, the parts spread over all threads.
  std::vector<int> start(static_cast<size_t>(p.parts) + 1, 0);
  for (int q : p.partOf)
    ++start[q + 1];
  for (int q = 0; q < p.parts; ++q)
    start[q + 1] += start[q];
  std::vector<int> members(p.partOf.size()), fill(start.begin(), start.end());
  for (int v = 0; v < g.vertices; ++v)
    members[fill[p.partOf[v]]++] = v;
  // Each part's row on one thread (a stamp per thread), the rows joined in
  // part order: the same graph for any thread count.
  std::vector<std::vector<int>> rows(static_cast<size_t>(p.parts));
  const int threads = std::max(1, std::min(hostThreads(), p.parts / 16));
#pragma omp parallel num_threads(threads)
  {
    std::vector<int> stamp(static_cast<size_t>(p.parts), -1);
#pragma omp for schedule(dynamic, 16)
    for (int a = 0; a < p.parts; ++a) {
      std::vector<int> &row = rows[a];
      for (int i = start[a]; i < start[a + 1]; ++i) {
        const int v = members[i];
        for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
          const int b = p.partOf[g.targets[k]];
          if (b != a && stamp[b] != a) {
            stamp[b] = a;
            row.push_back(b);
          }
        }
      }
      std::sort(row.begin(), row.end());
    }
  }
  MeshGraph quotient;
  quotient.vertices = p.parts;
  quotient.offsets.assign(1, 0);
  for (const std::vector<int> &row : rows) {
    quotient.targets.insert(quotient.targets.end(), row.begin(), row.end());
    quotient.offsets.push_back(static_cast<int>(quotient.targets.size()));
  }
  const Permutation newId = rcmOrdering(quotient);
  for (int &q : p.partOf)
    q = newId[q];
}

} // namespace loom::reorder
