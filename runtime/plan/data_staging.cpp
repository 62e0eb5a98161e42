#include "data_staging.h"

#include <algorithm>
#include <bit>
#include <cstdint>

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

namespace {

// The staged targets of one dat accessed through `slots`: per block its
// unique targets (ascending) and, per slot, every position's block-local
// index. `seen` (toSize entries, all < 0 on the first call) marks a target
// with the last block that touched it, so no per-block reset is needed;
// `local` (toSize entries) holds a target's index in its block.
void stageTargets(const std::vector<MapSlot> &slots,
                  const HierarchicalPlan &plan, std::vector<int> &seen,
                  std::vector<int> &local, StagedDat &sd) {
  const int *elements = plan.elements.data();
  std::vector<uint64_t> bits;
  for (int b = 0; b < plan.nblocks; ++b) {
    const int p0 = plan.blockOffset[size_t(b)],
              p1 = plan.blockOffset[size_t(b) + 1];
    const size_t t0 = sd.targets.size();
    int lo = 0, hi = -1;
    for (const MapSlot &ms : slots)
      for (int p = p0; p < p1; ++p) {
        const int t =
            ms.map[size_t(elements[p]) * size_t(ms.dim) + size_t(ms.slot)];
        if (seen[size_t(t)] != b) {
          seen[size_t(t)] = b;
          if (hi < lo)
            lo = hi = t;
          lo = std::min(lo, t);
          hi = std::max(hi, t);
          sd.targets.push_back(t);
        }
      }
    const size_t count = sd.targets.size() - t0;
    // Ascending: through a bitmap over [lo, hi] when that range is short
    // enough (a mesh numbered for any locality), by sorting otherwise.
    const size_t words = size_t(hi - lo) / 64 + 1;
    if (count > 0 && words < 4 * count + 64) {
      bits.assign(words, 0);
      for (size_t i = t0; i < sd.targets.size(); ++i) {
        const size_t r = size_t(sd.targets[i] - lo);
        bits[r / 64] |= uint64_t(1) << (r % 64);
      }
      size_t k = t0;
      for (size_t w = 0; w < words; ++w)
        for (uint64_t m = bits[w]; m != 0; m &= m - 1)
          sd.targets[k++] = lo + int(w * 64) + std::countr_zero(m);
    } else {
      std::sort(sd.targets.begin() + std::ptrdiff_t(t0), sd.targets.end());
    }
    sd.targetOffset[size_t(b) + 1] = int(sd.targets.size());
    for (size_t i = t0; i < sd.targets.size(); ++i)
      local[size_t(sd.targets[i])] = int(i - t0);
    for (size_t m = 0; m < slots.size(); ++m) {
      const MapSlot &ms = slots[m];
      int *index = sd.maps[m].index.data();
      for (int p = p0; p < p1; ++p)
        index[p] = local[size_t(
            ms.map[size_t(elements[p]) * size_t(ms.dim) + size_t(ms.slot)])];
    }
  }
}

bool sameSlots(const std::vector<MapSlot> &x, const std::vector<MapSlot> &y) {
  return std::equal(x.begin(), x.end(), y.begin(), y.end(),
                    [](const MapSlot &a, const MapSlot &b) {
                      return a.mapId == b.mapId && a.slot == b.slot;
                    });
}

} // namespace

void stageData(const LoopAccess &loop, const DatTable &table,
               HierarchicalPlan &plan) {
  plan.staged.clear();
  const size_t npos = plan.elements.size();
  // Dats staged through the same (map, slot) list have the same targets and
  // local indices: those of the first such dat are copied.
  std::vector<std::vector<MapSlot>> slotsOf;
  std::vector<int> seen, local;
  for (const DatInfo &info : table.dats) {
    if (plan.staging == StagingMode::Written && !info.written)
      continue;
    std::vector<MapSlot> slots = mapSlotsOf(loop, info);
    size_t same = 0;
    while (same < slotsOf.size() && !sameSlots(slotsOf[same], slots))
      ++same;
    StagedDat sd;
    if (same < slotsOf.size()) {
      sd = plan.staged[same];
    } else {
      sd.targetOffset.assign(size_t(plan.nblocks) + 1, 0);
      for (const MapSlot &ms : slots) {
        LocalMap lm;
        lm.mapId = ms.mapId;
        lm.slot = ms.slot;
        lm.index.resize(npos);
        sd.maps.push_back(std::move(lm));
      }
      // At most one target per position and slot: reserved (address space
      // only until used), so the list never moves while it grows.
      sd.targets.reserve(npos * slots.size());
      seen.assign(size_t(info.toSize), -1);
      local.resize(size_t(info.toSize));
      stageTargets(slots, plan, seen, local, sd);
    }
    sd.datId = info.datId;
    sd.elemBytes = info.elemBytes;
    sd.toSize = info.toSize;
    sd.written = info.written;
    plan.staged.push_back(std::move(sd));
    slotsOf.push_back(std::move(slots));
  }
}

} // namespace loom::plan::detail
