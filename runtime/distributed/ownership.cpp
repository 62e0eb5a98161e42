#include "loom/distributed/ownership.h"

#include "loom/core/error.h"
#include "loom/core/map_users.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>

namespace loom::distributed {

Graph targetGraph(const GlobalMesh &mesh, int mapIndex) {
  const GlobalMap &m = mesh.maps.at(mapIndex);
  const int n = mesh.setSizes.at(m.to);
  const int from = mesh.setSizes.at(m.from);
  const bool self = m.from == m.to;
  const size_t dim = static_cast<size_t>(m.dim);
  // The map, gathered from every process, may hold more than 2^31 entries.
  const MapUsers users = mapUsers(m.entries.data(), from, m.dim, n);
  // Row v, built per vertex (not from every pair of every row, which for
  // hexahedra is 56 entries a cell): the other targets of the rows that
  // hold v and, for a map from a set to itself, those rows and v's own
  // targets; sorted, each once.
  Graph g;
  g.offsets.reserve(static_cast<size_t>(n) + 1);
  g.offsets.push_back(0);
  std::vector<int> row;
  for (int v = 0; v < n; ++v) {
    row.clear();
    for (size_t k = users.start[v]; k < users.start[v + 1]; ++k) {
      const int e = users.rows[k];
      const int *targets = &m.entries[static_cast<size_t>(e) * dim];
      row.insert(row.end(), targets, targets + dim);
      if (self)
        row.push_back(e);
    }
    if (self) {
      const int *own = &m.entries[static_cast<size_t>(v) * dim];
      row.insert(row.end(), own, own + dim);
    }
    row.erase(std::remove(row.begin(), row.end(), v), row.end());
    std::sort(row.begin(), row.end());
    row.erase(std::unique(row.begin(), row.end()), row.end());
    g.targets.insert(g.targets.end(), row.begin(), row.end());
    if (g.targets.size() > static_cast<size_t>(INT_MAX))
      throwGraphTooLarge("op_partition: the graph of set '" +
                         mesh.setNames.at(m.to) + "' through map '" + m.name +
                         "'");
    g.offsets.push_back(static_cast<int>(g.targets.size()));
  }
  return g;
}

std::vector<int> blockParts(int size, int parts) {
  std::vector<int> out(size);
  for (int p = 0; p < parts; ++p) {
    const long long begin = static_cast<long long>(size) * p / parts;
    const long long end = static_cast<long long>(size) * (p + 1) / parts;
    std::fill(out.begin() + begin, out.begin() + end, p);
  }
  return out;
}

std::vector<int> scatteredParts(int size, int parts) {
  std::vector<int> out(size);
  for (int i = 0; i < size; ++i) {
    // SplitMix64's output function: every bit of i reaches the low bits
    // that `% parts` keeps, so neighbouring elements get independent parts.
    std::uint64_t h = static_cast<std::uint64_t>(i) + 0x9E3779B97F4A7C15ull;
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
    h ^= h >> 31;
    out[i] = static_cast<int>(h % static_cast<std::uint64_t>(parts));
  }
  return out;
}

namespace {

// Owner most of the row's targets have; ties go to the first.
int majority(const int *row, int dim, const std::vector<int> &owner) {
  int best = owner[row[0]], bestCount = 0;
  for (int i = 0; i < dim; ++i) {
    int count = 0;
    for (int j = 0; j < dim; ++j)
      count += owner[row[j]] == owner[row[i]];
    if (count > bestCount) {
      best = owner[row[i]];
      bestCount = count;
    }
  }
  return best;
}

} // namespace

Owners deriveOwners(const GlobalMesh &mesh, int partitioned,
                    std::vector<int> parts, int nparts) {
  const int nsets = static_cast<int>(mesh.setSizes.size());
  if (partitioned < 0 || partitioned >= nsets ||
      static_cast<int>(parts.size()) != mesh.setSizes[partitioned])
    throw Error("deriveOwners: parts do not match set " +
                std::to_string(partitioned));
  for (int p : parts)
    if (p < 0 || p >= nparts)
      throw Error("deriveOwners: part " + std::to_string(p) + " outside [0, " +
                  std::to_string(nparts) + ")");
  Owners owners(nsets);
  owners[partitioned] = std::move(parts);
  // Sets whose owners are decided (not !owners[s].empty(): a set may be
  // empty).
  std::vector<bool> known(nsets, false);
  known[partitioned] = true;
  for (bool changed = true; changed;) {
    changed = false;
    // Elements that point into owned sets first (an edge goes with its
    // cells), then elements only reached from owned sets (nodes).
    for (const GlobalMap &m : mesh.maps) {
      if (!known[m.from] && known[m.to] && m.dim > 0) {
        const int from = mesh.setSizes[m.from];
        std::vector<int> owner(from);
        for (int e = 0; e < from; ++e)
          owner[e] = majority(&m.entries[static_cast<size_t>(e) * m.dim], m.dim,
                              owners[m.to]);
        owners[m.from] = std::move(owner);
        known[m.from] = true;
        changed = true;
      }
    }
    // A set reached from owned sets takes its owners through all the maps
    // that reach it (in map order), so that an element one map misses (a
    // corner node on no interior edge) still goes with an element that
    // reaches it; only elements no map reaches get block parts.
    const std::vector<bool> knownBefore = known;
    for (int s = 0; s < nsets; ++s) {
      if (knownBefore[s])
        continue;
      std::vector<int> owner(mesh.setSizes[s], -1);
      bool reached = false;
      for (const GlobalMap &m : mesh.maps) {
        if (m.to != s || !knownBefore[m.from])
          continue;
        reached = true;
        const int from = mesh.setSizes[m.from];
        for (int e = 0; e < from; ++e)
          for (int i = 0; i < m.dim; ++i) {
            int &o = owner[m.entries[static_cast<size_t>(e) * m.dim + i]];
            if (o < 0)
              o = owners[m.from][e];
          }
      }
      if (!reached)
        continue;
      const std::vector<int> block = blockParts(mesh.setSizes[s], nparts);
      for (size_t t = 0; t < owner.size(); ++t)
        if (owner[t] < 0)
          owner[t] = block[t];
      owners[s] = std::move(owner);
      known[s] = true;
      changed = true;
    }
  }
  for (int s = 0; s < nsets; ++s)
    if (!known[s])
      owners[s] = blockParts(mesh.setSizes[s], nparts);
  return owners;
}

} // namespace loom::distributed
