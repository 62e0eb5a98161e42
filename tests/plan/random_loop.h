// Test support: random loops over random maps, and an independent
// (brute-force) race check for the three plan kinds.
#pragma once

#include "loom/plan/plan.h"

#include <map>
#include <memory>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace loom::plan::testing {

// Owns the map arrays the LoopAccess points into.
struct RandomLoop {
  std::vector<std::unique_ptr<std::vector<int>>> maps;
  LoopAccess loop;
};

// setSize elements; 1-3 target sets (smaller and larger than the set), 1-4
// maps of dim 1-8 with duplicate entries within rows, 2-7 accesses mixing
// reads and writes, single slots and idx = -1.
inline RandomLoop makeRandomLoop(unsigned seed, int setSize) {
  std::mt19937 rng(seed);
  auto uniform = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  RandomLoop r;
  r.loop.setSize = setSize;
  const int nsets = uniform(1, 3);
  std::vector<int> toSize(static_cast<size_t>(nsets));
  for (int &s : toSize)
    s = uniform(0, 1) ? std::max(1, setSize / uniform(2, 10))
                      : setSize * uniform(1, 4) + 1;
  struct MapInfo {
    int id, toSet, dim;
  };
  std::vector<MapInfo> maps;
  const int nmaps = std::max(nsets, uniform(1, 4));
  for (int m = 0; m < nmaps; ++m) {
    const int toSet = m < nsets ? m : uniform(0, nsets - 1);
    const int dim = uniform(1, 8);
    auto data =
        std::make_unique<std::vector<int>>(size_t(setSize) * size_t(dim));
    const int local =
        uniform(0, 1); // rows near the element id: realistic locality
    for (int e = 0; e < setSize; ++e)
      for (int k = 0; k < dim; ++k) {
        int v;
        if (k > 0 && uniform(0, 5) == 0)
          v = (*data)[size_t(e) * size_t(dim) +
                      size_t(uniform(0, k - 1))]; // duplicate
        else if (local)
          v = int((int64_t(e) * toSize[size_t(toSet)] / std::max(1, setSize) +
                   uniform(0, 6)) %
                  toSize[size_t(toSet)]);
        else
          v = uniform(0, toSize[size_t(toSet)] - 1);
        (*data)[size_t(e) * size_t(dim) + size_t(k)] = v;
      }
    maps.push_back({m, toSet, dim});
    r.maps.push_back(std::move(data));
  }
  // Dats: 1-2 per target set with fixed element bytes.
  struct DatInfo {
    int id, toSet, bytes;
  };
  std::vector<DatInfo> dats;
  for (int s = 0; s < nsets; ++s)
    for (int k = uniform(1, 2); k > 0; --k)
      dats.push_back({int(dats.size()), s, 4 * uniform(1, 10)});
  const int naccess = uniform(2, 7);
  for (int a = 0; a < naccess; ++a) {
    const DatInfo &d = dats[size_t(uniform(0, int(dats.size()) - 1))];
    std::vector<const MapInfo *> cand;
    for (const MapInfo &m : maps)
      if (m.toSet == d.toSet)
        cand.push_back(&m);
    const MapInfo &m = *cand[size_t(uniform(0, int(cand.size()) - 1))];
    IndirectAccess acc{};
    acc.map = r.maps[size_t(m.id)]->data();
    acc.dim = m.dim;
    acc.toSize = toSize[size_t(d.toSet)];
    acc.idx = uniform(-1, m.dim - 1);
    acc.writes = a == 0 || uniform(0, 1) == 1;
    acc.elemBytes = d.bytes;
    acc.datId = d.id;
    acc.mapId = m.id;
    r.loop.accesses.push_back(acc);
  }
  for (int k = uniform(0, 2); k > 0; --k)
    r.loop.directElemBytes.push_back(8 * uniform(1, 4));
  return r;
}

// (datId, target) -> elements writing it.
inline std::map<std::pair<int, int>, std::set<int>>
writersOf(const LoopAccess &loop) {
  std::map<std::pair<int, int>, std::set<int>> w;
  for (const IndirectAccess &a : loop.accesses) {
    if (!a.writes)
      continue;
    for (int e = 0; e < loop.setSize; ++e)
      for (int s = 0; s < a.dim; ++s)
        if (a.idx < 0 || a.idx == s)
          w[{a.datId, a.map[size_t(e) * size_t(a.dim) + size_t(s)]}].insert(e);
  }
  return w;
}

// Brute force: true when no two different elements writing one target run
// in parallel, i.e. share key(e) (colour, or block colour with a different
// block, ...). sameGroup(e, f) says whether e and f run in parallel.
template <class Parallel>
bool bruteForceRaceFree(const LoopAccess &loop, Parallel &&parallel) {
  for (const auto &[target, elems] : writersOf(loop))
    for (int e : elems)
      for (int f : elems)
        if (e < f && parallel(e, f))
          return false;
  return true;
}

} // namespace loom::plan::testing
