#include "loom/reorder/mesh_graph.h"

#include "loom/core/error.h"
#include "loom/core/map_users.h"
#include "loom/core/stream_bandwidth.h"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <string>

namespace loom::reorder {

namespace {

// Vertices per range below which a graph is built by fewer threads.
constexpr int kRangeVertices = 65536;

// The elements of `m->from` that point to each element of `m->to`.
MapUsers usersOf(op_map m) {
  return mapUsers(m->map, m->from->size, m->dim, m->to->size);
}

// A graph of `n` vertices whose row v is what `neighbours(v, add)` passes to
// `add`: each neighbour once, without v itself, sorted. Rows are built in
// parallel over ranges of vertices, each range into its own arrays (rows are
// short: sorting one is cheaper than a stamp array per thread), then joined
// in order, so the graph is the same for any thread count.
// `name` names the graph in the error for one too large for int offsets.
template <typename Neighbours>
MeshGraph buildGraph(int n, const std::string &name, Neighbours neighbours) {
  MeshGraph g;
  g.vertices = n;
  g.offsets.assign(static_cast<size_t>(n) + 1, 0);
  const int ranges = std::max(1, std::min(hostThreads(), n / kRangeVertices));
  std::vector<std::vector<int>> targets(static_cast<size_t>(ranges));
#pragma omp parallel for num_threads(ranges) schedule(static, 1)
  for (int r = 0; r < ranges; ++r) {
    const int lo = static_cast<int>(static_cast<long long>(n) * r / ranges);
    const int hi =
        static_cast<int>(static_cast<long long>(n) * (r + 1) / ranges);
    std::vector<int> &out = targets[r], row;
    for (int v = lo; v < hi; ++v) {
      row.clear();
      neighbours(v, [&](int u) {
        if (u != v)
          row.push_back(u);
      });
      std::sort(row.begin(), row.end());
      row.erase(std::unique(row.begin(), row.end()), row.end());
      out.insert(out.end(), row.begin(), row.end());
      g.offsets[v + 1] = static_cast<int>(row.size()); // a length for now
    }
  }
  long long total = 0;
  for (int v = 0; v < n; ++v) {
    total += g.offsets[v + 1];
    if (total > INT_MAX)
      throwGraphTooLarge(name);
    g.offsets[v + 1] = static_cast<int>(total);
  }
  g.targets.reserve(static_cast<size_t>(total));
  for (const std::vector<int> &part : targets)
    g.targets.insert(g.targets.end(), part.begin(), part.end());
  return g;
}

// The edges of a map from a set to itself (a cell->cell stencil), in both
// directions: v reads t, and the elements that read v.
template <typename Add>
void addStencilEdges(op_map m, const MapUsers &u, int v, Add &add) {
  for (int a = 0; a < m->dim; ++a)
    add(m->map[static_cast<size_t>(v) * m->dim + a]);
  for (size_t k = u.start[v]; k < u.start[v + 1]; ++k)
    add(u.rows[k]);
}

} // namespace

MeshGraph targetAdjacency(op_map map) {
  if (!map)
    throw Error("targetAdjacency: null map");
  const MapUsers u = usersOf(map);
  const std::string name = std::string("the graph of set '") + map->to->name +
                           "' through map '" + map->name + "'";
  if (map->from == map->to) // a stencil: its own edges only
    return buildGraph(map->to->size, name, [&](int v, auto add) {
      addStencilEdges(map, u, v, add);
    });
  return buildGraph(map->to->size, name, [&](int t, auto add) {
    for (size_t k = u.start[t]; k < u.start[t + 1]; ++k) {
      const int *row = map->map + static_cast<size_t>(u.rows[k]) * map->dim;
      for (int b = 0; b < map->dim; ++b)
        add(row[b]);
    }
  });
}

MeshGraph iterationAdjacency(op_set set, const std::vector<op_map> &maps) {
  if (!set)
    throw Error("iterationAdjacency: null set");
  std::vector<MapUsers> byMap;
  for (op_map m : maps) {
    if (m->from != set)
      throw Error(std::string("iterationAdjacency: map '") + m->name +
                  "' is not from set '" + set->name + "'");
    byMap.push_back(usersOf(m));
  }
  const std::string name =
      std::string("the graph of set '") + set->name + "' through its maps";
  return buildGraph(set->size, name, [&](int v, auto add) {
    for (size_t i = 0; i < maps.size(); ++i) {
      const op_map m = maps[i];
      const MapUsers &u = byMap[i];
      if (m->to == set) { // a stencil: its own edges only
        addStencilEdges(m, u, v, add);
        continue;
      }
      for (int a = 0; a < m->dim; ++a) {
        const int t = m->map[static_cast<size_t>(v) * m->dim + a];
        for (size_t k = u.start[t]; k < u.start[t + 1]; ++k)
          add(u.rows[k]);
      }
    }
  });
}

long long graphBandwidth(const MeshGraph &g, const std::vector<int> &newIndex) {
  auto id = [&](int v) { return newIndex.empty() ? v : newIndex[v]; };
  long long band = 0;
  for (int v = 0; v < g.vertices; ++v)
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k)
      band = std::max<long long>(
          band, std::llabs(static_cast<long long>(id(v)) - id(g.targets[k])));
  return band;
}

long long graphProfile(const MeshGraph &g, const std::vector<int> &newIndex) {
  auto id = [&](int v) { return newIndex.empty() ? v : newIndex[v]; };
  long long profile = 0;
  for (int v = 0; v < g.vertices; ++v) {
    int lowest = id(v);
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k)
      lowest = std::min(lowest, id(g.targets[k]));
    profile += id(v) - lowest;
  }
  return profile;
}

} // namespace loom::reorder
