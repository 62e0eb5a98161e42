#include "loom/distributed/rank_layout.h"

#include "loom/core/error.h"

#include <algorithm>

namespace loom::distributed {

std::vector<int> SetLayout::localToGlobal() const {
  std::vector<int> out;
  out.reserve(owned.size() + exec.size() + nonexec.size());
  out.insert(out.end(), owned.begin(), owned.end());
  out.insert(out.end(), exec.begin(), exec.end());
  out.insert(out.end(), nonexec.begin(), nonexec.end());
  return out;
}

namespace {

// Sorts halo elements by (owner, element): one contiguous run per
// neighbour, in the order the neighbour sends them.
void sortByOwner(std::vector<int> &elements, const std::vector<int> &owner) {
  std::sort(elements.begin(), elements.end(), [&](int a, int b) {
    return owner[a] != owner[b] ? owner[a] < owner[b] : a < b;
  });
}

} // namespace

RankLayout buildRankLayout(const GlobalMesh &mesh, const Owners &owners,
                           int rank) {
  const int nsets = static_cast<int>(mesh.setSizes.size());
  RankLayout layout;
  layout.rank = rank;
  layout.sets.resize(nsets);
  // 0: not held, 1: owned, 2: execute halo, 3: non-execute halo.
  std::vector<std::vector<char>> held(nsets);
  for (int s = 0; s < nsets; ++s) {
    held[s].assign(mesh.setSizes[s], 0);
    for (int e = 0; e < mesh.setSizes[s]; ++e)
      if (owners[s][e] == rank) {
        held[s][e] = 1;
        layout.sets[s].owned.push_back(e);
      }
  }
  // Execute halo: elements owned elsewhere that reach an owned element.
  for (const GlobalMap &m : mesh.maps)
    for (int e = 0; e < mesh.setSizes[m.from]; ++e) {
      if (held[m.from][e] != 0)
        continue;
      const int *row = &m.entries[static_cast<size_t>(e) * m.dim];
      for (int i = 0; i < m.dim; ++i)
        if (owners[m.to][row[i]] == rank) {
          held[m.from][e] = 2;
          layout.sets[m.from].exec.push_back(e);
          break;
        }
    }
  // Non-execute halo: whatever owned and execute-halo elements reach.
  for (const GlobalMap &m : mesh.maps)
    for (int e = 0; e < mesh.setSizes[m.from]; ++e) {
      const char h = held[m.from][e];
      if (h != 1 && h != 2)
        continue;
      const int *row = &m.entries[static_cast<size_t>(e) * m.dim];
      for (int i = 0; i < m.dim; ++i)
        if (held[m.to][row[i]] == 0) {
          held[m.to][row[i]] = 3;
          layout.sets[m.to].nonexec.push_back(row[i]);
        }
    }
  for (int s = 0; s < nsets; ++s) {
    sortByOwner(layout.sets[s].exec, owners[s]);
    sortByOwner(layout.sets[s].nonexec, owners[s]);
  }
  // Owned elements that reach only owned elements (the core) first: a loop
  // runs them while its halo exchange is in flight.
  std::vector<std::vector<char>> boundary(nsets);
  for (int s = 0; s < nsets; ++s)
    boundary[s].assign(mesh.setSizes[s], 0);
  for (const GlobalMap &m : mesh.maps)
    for (int e : layout.sets[m.from].owned) {
      const int *row = &m.entries[static_cast<size_t>(e) * m.dim];
      for (int i = 0; i < m.dim; ++i)
        if (held[m.to][row[i]] != 1)
          boundary[m.from][e] = 1;
    }
  for (int s = 0; s < nsets; ++s) {
    std::vector<int> &owned = layout.sets[s].owned;
    const auto firstBoundary = std::stable_partition(
        owned.begin(), owned.end(), [&](int e) { return !boundary[s][e]; });
    layout.sets[s].core = static_cast<int>(firstBoundary - owned.begin());
  }
  return layout;
}

std::vector<int> localMapEntries(const GlobalMesh &mesh,
                                 const RankLayout &layout, int mapIndex) {
  const GlobalMap &m = mesh.maps.at(mapIndex);
  const SetLayout &from = layout.sets[m.from];
  std::vector<int> local(mesh.setSizes[m.to], -1);
  const std::vector<int> toGlobal = layout.sets[m.to].localToGlobal();
  for (size_t i = 0; i < toGlobal.size(); ++i)
    local[toGlobal[i]] = static_cast<int>(i);
  std::vector<int> out;
  out.reserve((from.owned.size() + from.exec.size()) * m.dim);
  for (const std::vector<int> *group : {&from.owned, &from.exec})
    for (int e : *group)
      for (int i = 0; i < m.dim; ++i) {
        const int t = m.entries[static_cast<size_t>(e) * m.dim + i];
        if (local[t] < 0)
          throw Error("map '" + m.name + "': element " + std::to_string(e) +
                      " reaches " + std::to_string(t) + ", which process " +
                      std::to_string(layout.rank) + " does not hold");
        out.push_back(local[t]);
      }
  return out;
}

std::string checkLayouts(const GlobalMesh &mesh, const Owners &owners,
                         const std::vector<RankLayout> &layouts) {
  const int nsets = static_cast<int>(mesh.setSizes.size());
  for (int s = 0; s < nsets; ++s) {
    std::vector<int> count(mesh.setSizes[s], 0);
    for (const RankLayout &l : layouts)
      for (int e : l.sets[s].owned) {
        if (e < 0 || e >= mesh.setSizes[s])
          return "set '" + mesh.setNames[s] + "' element " + std::to_string(e) +
                 " held by process " + std::to_string(l.rank) +
                 " is outside the set";
        if (owners[s][e] != l.rank)
          return "set '" + mesh.setNames[s] + "' element " + std::to_string(e) +
                 ": held as owned by process " + std::to_string(l.rank) +
                 " but owned by " + std::to_string(owners[s][e]);
        ++count[e];
      }
    for (int e = 0; e < mesh.setSizes[s]; ++e)
      if (count[e] != 1)
        return "set '" + mesh.setNames[s] + "' element " + std::to_string(e) +
               ": owned by " + std::to_string(count[e]) + " processes";
  }
  for (const RankLayout &l : layouts) {
    std::vector<std::vector<char>> held(nsets);
    for (int s = 0; s < nsets; ++s) {
      held[s].assign(mesh.setSizes[s], 0);
      const SetLayout &sl = l.sets[s];
      // Each element at most once (an element listed twice would run, or
      // be received, twice).
      for (char kind = 1; kind <= 3; ++kind)
        for (int e : kind == 1 ? sl.owned : kind == 2 ? sl.exec : sl.nonexec) {
          if (e < 0 || e >= mesh.setSizes[s])
            return "set '" + mesh.setNames[s] + "' element " +
                   std::to_string(e) + " held by process " +
                   std::to_string(l.rank) + " is outside the set";
          if (held[s][e] != 0)
            return "set '" + mesh.setNames[s] + "' element " +
                   std::to_string(e) + ": held twice by process " +
                   std::to_string(l.rank);
          held[s][e] = kind;
        }
    }
    for (const GlobalMap &m : mesh.maps)
      for (int e = 0; e < mesh.setSizes[m.from]; ++e) {
        const int *row = &m.entries[static_cast<size_t>(e) * m.dim];
        const bool executed = held[m.from][e] == 1 || held[m.from][e] == 2;
        for (int i = 0; i < m.dim; ++i) {
          if (executed && held[m.to][row[i]] == 0)
            return "map '" + m.name + "': element " + std::to_string(e) +
                   " runs on process " + std::to_string(l.rank) +
                   " but its target " + std::to_string(row[i]) +
                   " is not held there";
          if (owners[m.to][row[i]] == l.rank && !executed)
            return "map '" + m.name + "': element " + std::to_string(e) +
                   " reaches owned element " + std::to_string(row[i]) +
                   " of process " + std::to_string(l.rank) +
                   " but does not run there";
        }
      }
  }
  return "";
}

} // namespace loom::distributed
