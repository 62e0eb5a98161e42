#include "dat_table.h"

#include <algorithm>
#include <map>

namespace loom::plan::detail {

DatTable::DatTable(const LoopAccess &loop) {
  std::map<int, size_t> index; // datId -> position in dats
  for (size_t a = 0; a < loop.accesses.size(); ++a) {
    const IndirectAccess &acc = loop.accesses[a];
    auto [it, inserted] = index.try_emplace(acc.datId, 0);
    if (inserted) {
      DatInfo info;
      info.datId = acc.datId;
      info.toSize = acc.toSize;
      info.elemBytes = acc.elemBytes;
      dats.push_back(info);
    }
    (void)it;
  }
  std::sort(dats.begin(), dats.end(), [](const DatInfo &x, const DatInfo &y) {
    return x.datId < y.datId;
  });
  for (size_t d = 0; d < dats.size(); ++d)
    index[dats[d].datId] = d;
  for (size_t a = 0; a < loop.accesses.size(); ++a) {
    DatInfo &info = dats[index[loop.accesses[a].datId]];
    info.accesses.push_back(int(a));
    info.written = info.written || loop.accesses[a].writes;
  }
  for (DatInfo &info : dats) {
    if (!info.written)
      continue;
    info.targetBase = nWrittenTargets;
    nWrittenTargets += info.toSize;
    for (int a : info.accesses) {
      const IndirectAccess &acc = loop.accesses[size_t(a)];
      if (!acc.writes)
        continue;
      auto [b, e] = slotRange(acc);
      writes.push_back({acc.map, acc.dim, b, e, acc.mapId, info.targetBase});
    }
  }
}

std::string DatTable::describeTarget(int64_t target) const {
  for (const DatInfo &info : dats)
    if (info.written && target >= info.targetBase &&
        target < info.targetBase + info.toSize)
      return "dat " + std::to_string(info.datId) + " element " +
             std::to_string(target - info.targetBase);
  return "target " + std::to_string(target);
}

} // namespace loom::plan::detail
