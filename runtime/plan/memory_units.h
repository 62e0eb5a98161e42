// Private: distinct 32-byte sectors and 128-byte lines touched in AoS and SoA
// layout (the memory model documented in loom/plan/plan_stats.h).
#pragma once

#include <cstdint>
#include <vector>

namespace loom::plan::detail {

struct UnitCount {
  int64_t sectorsAoS = 0, sectorsSoA = 0, linesAoS = 0, linesSoA = 0;
};

// Sector keys (array number, sector index) of the elements added so far.
class SectorSet {
public:
  // Element t of array `array` (toSize elements of elemBytes bytes).
  void add(int array, int64_t toSize, int elemBytes, int64_t t);
  void clear() {
    aos_.clear();
    soa_.clear();
  }
  // Distinct sectors and lines (sorts the keys).
  UnitCount count();

private:
  std::vector<uint64_t> aos_, soa_;
};

} // namespace loom::plan::detail
