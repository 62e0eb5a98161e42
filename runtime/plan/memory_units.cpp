#include "memory_units.h"

#include <algorithm>

namespace loom::plan::detail {

namespace {

constexpr int kSectorBytes = 32;
constexpr int kArrayShift = 44; // sector index bits in a key

uint64_t key(int array, int64_t sector) {
  return (uint64_t(array) << kArrayShift) | uint64_t(sector);
}

// Distinct sectors and distinct 128-byte lines (4 sectors) of sorted keys.
void countSorted(std::vector<uint64_t> &keys, int64_t &sectors,
                 int64_t &lines) {
  std::sort(keys.begin(), keys.end());
  sectors = lines = 0;
  const uint64_t low = (uint64_t(1) << kArrayShift) - 1;
  uint64_t lastSector = ~uint64_t(0), lastLine = ~uint64_t(0);
  for (uint64_t k : keys) {
    if (k == lastSector)
      continue;
    lastSector = k;
    ++sectors;
    const uint64_t line = (k & ~low) | ((k & low) >> 2);
    if (line != lastLine) {
      lastLine = line;
      ++lines;
    }
  }
}

} // namespace

void SectorSet::add(int array, int64_t toSize, int elemBytes, int64_t t) {
  if (elemBytes <= 0)
    return;
  const int64_t first = t * elemBytes, last = first + elemBytes - 1;
  for (int64_t s = first / kSectorBytes; s <= last / kSectorBytes; ++s)
    aos_.push_back(key(array, s));
  const int comp = elemBytes % 8 == 0 ? 8 : 4;
  const int ncomp = (elemBytes + comp - 1) / comp;
  for (int k = 0; k < ncomp; ++k)
    soa_.push_back(key(array, (k * toSize * comp + t * comp) / kSectorBytes));
}

UnitCount SectorSet::count() {
  UnitCount c;
  countSorted(aos_, c.sectorsAoS, c.linesAoS);
  countSorted(soa_, c.sectorsSoA, c.linesSoA);
  return c;
}

} // namespace loom::plan::detail
