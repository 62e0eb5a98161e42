#include "data_staging.h"

#include "block_chunks.h"
#include "distinct_ranks.h"

#include <algorithm>
#include <climits>
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

// The staging list of `slots`: per block its unique targets (ascending) and,
// per slot, every position's block-local index. One pass over each block's
// map entries gathers them; the block's distinct targets and their ranks
// come from a bitmap over their range (DistinctRanks), so nothing of the
// size of the target set is touched. Blocks are shared among threads in
// contiguous chunks (BlockChunks): each writes its blocks' indices (not
// zero-filled first), and the targets are put together in block order.
void stageTargets(const std::vector<MapSlot> &slots,
                  const HierarchicalPlan &plan, StagingList &list) {
  const int *elements = plan.elements.data();
  const size_t npos = plan.elements.size(), nslots = slots.size();
  addLocalMaps(slots, npos, list);
  const BlockChunks chunks(plan.nblocks);
  std::vector<PlanArray> parts(size_t(chunks.count()));
  std::vector<int> ndistinct(size_t(plan.nblocks));
  chunks.forEach([&](int c) {
    std::vector<int> values;
    DistinctRanks<int> ranks;
    PlanArray &part = parts[size_t(c)];
    // At most one target per position and slot: reserved (address space
    // only until used), so the part is never copied as it grows.
    part.reserve(nslots * size_t(plan.blockOffset[size_t(chunks.end(c))] -
                                 plan.blockOffset[size_t(chunks.begin(c))]));
    for (int b = chunks.begin(c); b < chunks.end(c); ++b) {
      const int p0 = plan.blockOffset[size_t(b)],
                p1 = plan.blockOffset[size_t(b) + 1];
      const size_t m = size_t(p1 - p0);
      values.resize(m * nslots);
      int lo = INT_MAX, hi = INT_MIN;
      for (size_t k = 0; k < nslots; ++k) {
        const MapSlot &ms = slots[k];
        const int *column = ms.map + ms.slot;
        const size_t dim = size_t(ms.dim);
        int *out = values.data() + k * m;
        for (size_t i = 0; i < m; ++i) {
          const int t = column[size_t(elements[size_t(p0) + i]) * dim];
          lo = std::min(lo, t);
          hi = std::max(hi, t);
          out[i] = t;
        }
      }
      if (m == 0) {
        ndistinct[size_t(b)] = 0;
        continue;
      }
      ranks.build(values.data(), values.size(), lo, hi);
      ndistinct[size_t(b)] = int(ranks.distinct().size());
      part.insert(part.end(), ranks.distinct().begin(), ranks.distinct().end());
      for (size_t k = 0; k < nslots; ++k) {
        const int *in = values.data() + k * m;
        int *out = list.maps[k].index.data() + p0;
        for (size_t i = 0; i < m; ++i)
          out[i] = ranks.rank(in[i]);
      }
    }
  });
  concatenate(chunks, parts, ndistinct, list.targetOffset, list.targets);
}

bool sameSlots(const std::vector<MapSlot> &x, const std::vector<MapSlot> &y) {
  return std::equal(x.begin(), x.end(), y.begin(), y.end(),
                    [](const MapSlot &a, const MapSlot &b) {
                      return a.mapId == b.mapId && a.slot == b.slot;
                    });
}

} // namespace

void addLocalMaps(const std::vector<MapSlot> &slots, size_t npos,
                  StagingList &list) {
  for (const MapSlot &ms : slots) {
    list.maps.push_back({ms.mapId, ms.slot, {}});
    list.maps.back().index.resize(npos);
  }
}

StagingLayout stagingLayout(const LoopAccess &loop, const DatTable &table,
                            StagingMode staging) {
  // Dats staged through the same (map, slot) list have the same targets and
  // local indices: they share one StagingList.
  StagingLayout layout;
  for (const DatInfo &info : table.dats) {
    if (staging == StagingMode::Written && !info.written)
      continue;
    std::vector<MapSlot> slots = mapSlotsOf(loop, info);
    size_t list = 0;
    while (list < layout.lists.size() && !sameSlots(layout.lists[list], slots))
      ++list;
    if (list == layout.lists.size())
      layout.lists.push_back(std::move(slots));
    layout.staged.push_back(
        {info.datId, info.elemBytes, info.toSize, info.written, int(list)});
  }
  return layout;
}

void stageData(const StagingLayout &layout, HierarchicalPlan &plan,
               int prefilled) {
  plan.staged = layout.staged;
  plan.stagingLists.resize(layout.lists.size());
  for (size_t list = 0; list < layout.lists.size(); ++list)
    if (int(list) != prefilled) {
      plan.stagingLists[list] = StagingList();
      stageTargets(layout.lists[list], plan, plan.stagingLists[list]);
    }
}

void stageData(const LoopAccess &loop, const DatTable &table,
               HierarchicalPlan &plan) {
  plan.stagingLists.clear();
  stageData(stagingLayout(loop, table, plan.staging), plan);
}

} // namespace loom::plan::detail
