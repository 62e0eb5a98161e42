// Private: the distinct dats of a loop and a flat list of its writes, with
// every written target element given one id in a single "target space".
#pragma once

#include "loom/plan/loop_access.h"

#include <cstdint>
#include <string>
#include <vector>

namespace loom::plan::detail {

struct DatInfo {
  int datId = 0;
  int toSize = 0;
  int elemBytes = 0;
  bool written = false;
  int64_t targetBase = -1;   // first id in target space; -1 if not written
  std::vector<int> accesses; // indices into LoopAccess::accesses
};

// One writing (access, slot range): targets base + map[e*dim + s], s in
// [slotBegin, slotEnd).
struct WriteSlots {
  const int *map;
  int dim;
  int slotBegin;
  int slotEnd;
  int mapId;
  int64_t base;
};

class DatTable {
public:
  explicit DatTable(const LoopAccess &loop);

  std::vector<DatInfo> dats; // ascending datId
  std::vector<WriteSlots> writes;
  int64_t nWrittenTargets = 0;

  // Calls f(targetId) for every target written by element e (duplicates
  // within the element's row are passed as often as they occur).
  template <class F> void forEachWrite(int e, F &&f) const {
    for (const WriteSlots &w : writes) {
      const int *row = w.map + size_t(e) * size_t(w.dim);
      for (int s = w.slotBegin; s < w.slotEnd; ++s)
        f(w.base + row[s]);
    }
  }

  // "dat D element T" for a target-space id.
  std::string describeTarget(int64_t target) const;
};

// Slots an access uses: [first, second).
inline std::pair<int, int> slotRange(const IndirectAccess &a) {
  return a.idx < 0 ? std::pair<int, int>{0, a.dim}
                   : std::pair<int, int>{a.idx, a.idx + 1};
}

} // namespace loom::plan::detail
