#include "data_staging.h"

#include <algorithm>

namespace loom::plan::detail {

void gatherTargets(const LoopAccess &loop, const DatInfo &info,
                   const int *elems, int n, std::vector<int> &out) {
  const size_t start = out.size();
  for (int a : info.accesses) {
    const IndirectAccess &acc = loop.accesses[size_t(a)];
    auto [sb, se] = slotRange(acc);
    for (int i = 0; i < n; ++i) {
      const int *row = acc.map + size_t(elems[i]) * size_t(acc.dim);
      for (int s = sb; s < se; ++s)
        out.push_back(row[s]);
    }
  }
  std::sort(out.begin() + std::ptrdiff_t(start), out.end());
  out.erase(std::unique(out.begin() + std::ptrdiff_t(start), out.end()),
            out.end());
}

namespace {

// A distinct (mapId, slot) through which a dat is accessed.
struct MapSlot {
  int mapId;
  int slot;
  const int *map;
  int dim;
};

std::vector<MapSlot> mapSlotsOf(const LoopAccess &loop, const DatInfo &info) {
  std::vector<MapSlot> slots;
  for (int a : info.accesses) {
    const IndirectAccess &acc = loop.accesses[size_t(a)];
    auto [sb, se] = slotRange(acc);
    for (int s = sb; s < se; ++s) {
      const bool seen =
          std::any_of(slots.begin(), slots.end(), [&](const MapSlot &m) {
            return m.mapId == acc.mapId && m.slot == s;
          });
      if (!seen)
        slots.push_back({acc.mapId, s, acc.map, acc.dim});
    }
  }
  std::sort(slots.begin(), slots.end(), [](const MapSlot &x, const MapSlot &y) {
    return x.mapId != y.mapId ? x.mapId < y.mapId : x.slot < y.slot;
  });
  return slots;
}

} // namespace

void stageData(const LoopAccess &loop, const DatTable &table,
               HierarchicalPlan &plan) {
  plan.staged.clear();
  const size_t npos = plan.elements.size();
  for (const DatInfo &info : table.dats) {
    if (plan.staging == StagingMode::Written && !info.written)
      continue;
    StagedDat sd;
    sd.datId = info.datId;
    sd.elemBytes = info.elemBytes;
    sd.toSize = info.toSize;
    sd.written = info.written;
    sd.targetOffset.assign(size_t(plan.nblocks) + 1, 0);
    const std::vector<MapSlot> slots = mapSlotsOf(loop, info);
    for (const MapSlot &ms : slots) {
      LocalMap lm;
      lm.mapId = ms.mapId;
      lm.slot = ms.slot;
      lm.index.assign(npos, 0);
      sd.maps.push_back(std::move(lm));
    }
    std::vector<int> local(size_t(info.toSize), -1);
    for (int b = 0; b < plan.nblocks; ++b) {
      const int p0 = plan.blockOffset[size_t(b)],
                p1 = plan.blockOffset[size_t(b) + 1];
      // Unique targets via marks in `local` (-1: unseen), then sorted.
      const size_t t0 = sd.targets.size();
      for (const MapSlot &ms : slots)
        for (int p = p0; p < p1; ++p) {
          const int t =
              ms.map[size_t(plan.elements[size_t(p)]) * size_t(ms.dim) +
                     size_t(ms.slot)];
          if (local[size_t(t)] < 0) {
            local[size_t(t)] = 0;
            sd.targets.push_back(t);
          }
        }
      std::sort(sd.targets.begin() + std::ptrdiff_t(t0), sd.targets.end());
      sd.targetOffset[size_t(b) + 1] = int(sd.targets.size());
      for (size_t i = t0; i < sd.targets.size(); ++i)
        local[size_t(sd.targets[i])] = int(i - t0);
      for (size_t m = 0; m < slots.size(); ++m) {
        const MapSlot &ms = slots[m];
        std::vector<int> &index = sd.maps[m].index;
        for (int p = p0; p < p1; ++p)
          index[size_t(p)] = local[size_t(
              ms.map[size_t(plan.elements[size_t(p)]) * size_t(ms.dim) +
                     size_t(ms.slot)])];
      }
      for (size_t i = t0; i < sd.targets.size(); ++i)
        local[size_t(sd.targets[i])] = -1;
    }
    plan.staged.push_back(std::move(sd));
  }
}

} // namespace loom::plan::detail
