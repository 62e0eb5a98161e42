#include "loom/reorder/mesh_graph.h"

#include "loom/core/error.h"

#include <algorithm>
#include <cstdlib>

namespace loom::reorder {

namespace {

// Adjacency lists (sorted, without duplicates or self loops) to CSR.
MeshGraph fromLists(std::vector<std::vector<int>> &lists) {
  MeshGraph g;
  g.vertices = static_cast<int>(lists.size());
  g.offsets.assign(lists.size() + 1, 0);
  for (size_t v = 0; v < lists.size(); ++v) {
    auto &l = lists[v];
    std::sort(l.begin(), l.end());
    l.erase(std::unique(l.begin(), l.end()), l.end());
    l.erase(std::remove(l.begin(), l.end(), static_cast<int>(v)), l.end());
    g.offsets[v + 1] = g.offsets[v] + static_cast<int>(l.size());
  }
  g.targets.reserve(g.offsets.back());
  for (auto &l : lists)
    g.targets.insert(g.targets.end(), l.begin(), l.end());
  return g;
}

// A map from a set to itself (a cell->cell stencil): each element is also
// joined to the elements it points to, in both directions. Without these
// edges only elements with a common neighbour would be joined, and the
// graph of a bipartite stencil would fall apart into two halves.
void addSelfMapEdges(op_map m, std::vector<std::vector<int>> &lists) {
  if (m->from != m->to)
    return;
  for (int e = 0; e < m->from->size; ++e)
    for (int a = 0; a < m->dim; ++a) {
      const int t = m->map[static_cast<size_t>(e) * m->dim + a];
      lists[e].push_back(t);
      lists[t].push_back(e);
    }
}

} // namespace

MeshGraph targetAdjacency(op_map map) {
  if (!map)
    throw Error("targetAdjacency: null map");
  std::vector<std::vector<int>> lists(map->to->size);
  for (int e = 0; e < map->from->size; ++e) {
    const int *row = map->map + static_cast<size_t>(e) * map->dim;
    for (int a = 0; a < map->dim; ++a)
      for (int b = 0; b < map->dim; ++b)
        if (a != b)
          lists[row[a]].push_back(row[b]);
  }
  addSelfMapEdges(map, lists);
  return fromLists(lists);
}

MeshGraph iterationAdjacency(op_set set, const std::vector<op_map> &maps) {
  if (!set)
    throw Error("iterationAdjacency: null set");
  // Per map, the elements of `set` touching each target element (CSR).
  struct Users {
    std::vector<int> start, users;
  };
  std::vector<Users> byMap;
  for (op_map m : maps) {
    if (m->from != set)
      throw Error(std::string("iterationAdjacency: map '") + m->name +
                  "' is not from set '" + set->name + "'");
    Users u;
    u.start.assign(static_cast<size_t>(m->to->size) + 1, 0);
    const size_t count = static_cast<size_t>(set->size) * m->dim;
    for (size_t k = 0; k < count; ++k)
      ++u.start[m->map[k] + 1];
    for (int t = 0; t < m->to->size; ++t)
      u.start[t + 1] += u.start[t];
    std::vector<int> fill(u.start.begin(), u.start.end() - 1);
    u.users.resize(static_cast<size_t>(u.start.back()));
    for (size_t k = 0; k < count; ++k)
      u.users[fill[m->map[k]]++] = static_cast<int>(k / m->dim);
    byMap.push_back(std::move(u));
  }
  // Each element's neighbours, found once each through a stamp and written
  // straight into the compressed rows (no list per element).
  MeshGraph g;
  g.vertices = set->size;
  g.offsets.assign(static_cast<size_t>(set->size) + 1, 0);
  std::vector<int> stamp(static_cast<size_t>(set->size), -1), row;
  for (int v = 0; v < set->size; ++v) {
    row.clear();
    auto add = [&](int u) {
      if (u != v && stamp[u] != v) {
        stamp[u] = v;
        row.push_back(u);
      }
    };
    for (size_t i = 0; i < maps.size(); ++i) {
      const op_map m = maps[i];
      const Users &u = byMap[i];
      const bool self = m->to == set;
      for (int a = 0; a < m->dim; ++a) {
        const int t = m->map[static_cast<size_t>(v) * m->dim + a];
        for (int k = u.start[t]; k < u.start[t + 1]; ++k)
          add(u.users[k]); // reaches t too
        if (self)
          add(t); // a cell->cell stencil: v reads t
      }
      if (self) // and the elements that read v
        for (int k = u.start[v]; k < u.start[v + 1]; ++k)
          add(u.users[k]);
    }
    std::sort(row.begin(), row.end());
    g.targets.insert(g.targets.end(), row.begin(), row.end());
    g.offsets[v + 1] = static_cast<int>(g.targets.size());
  }
  return g;
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
