#include "loom/core/plan_summary.h"

#include <algorithm>

namespace loom {

PlanSummary planSummary(const plan::PlanStats &st) {
  PlanSummary s;
  s.nblocks = st.nblocks;
  s.ncolours = st.ncolours;
  if (!st.colourSizes.empty()) {
    s.minPerColour =
        *std::min_element(st.colourSizes.begin(), st.colourSizes.end());
    s.maxPerColour =
        *std::max_element(st.colourSizes.begin(), st.colourSizes.end());
    long total = 0;
    for (int c : st.colourSizes)
      total += c;
    s.meanPerColour = static_cast<double>(total) / st.colourSizes.size();
  }
  s.maxThreadColours = st.maxThreadColours;
  s.reuseFactor = st.reuseFactor;
  s.meanSharedBytes = st.meanSharedBytes;
  s.maxSharedBytes = st.maxSharedBytes;
  s.sectorsAoS = st.globalSectorsAoS;
  s.sectorsSoA = st.globalSectorsSoA;
  return s;
}

} // namespace loom
