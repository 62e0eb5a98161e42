#include "loom/plan/plan_json.h"

namespace loom::plan {

nlohmann::json toJson(const PlanStats &s) {
  return nlohmann::json{
      {"strategy", toString(s.strategy)},
      {"set_size", s.setSize},
      {"block_size", s.blockSize},
      {"nblocks", s.nblocks},
      {"ncolours", s.ncolours},
      {"colour_sizes", s.colourSizes},
      {"max_thread_colours", s.maxThreadColours},
      {"mean_thread_colours", s.meanThreadColours},
      {"reuse_factor", s.reuseFactor},
      {"staged_accesses", s.stagedAccesses},
      {"staged_elements", s.stagedElements},
      {"mean_staged_elements", s.meanStagedElements},
      {"max_staged_elements", s.maxStagedElements},
      {"mean_shared_bytes", s.meanSharedBytes},
      {"max_shared_bytes", s.maxSharedBytes},
      {"mean_sectors_aos", s.meanSectorsAoS},
      {"mean_sectors_soa", s.meanSectorsSoA},
      {"mean_lines_aos", s.meanLinesAoS},
      {"mean_lines_soa", s.meanLinesSoA},
      {"global_sectors_aos", s.globalSectorsAoS},
      {"global_sectors_soa", s.globalSectorsSoA},
      {"runs_per_element", s.runsPerElement},
  };
}

} // namespace loom::plan
