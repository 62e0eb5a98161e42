// How often loop calls found their plan or their CUDA strategy the slow way
// (a search of the plan cache's table; a strategy resolved from the
// settings), so that tests can check that a steady-state call does neither:
// after its first call a loop call site finds both in its own slot.
#pragma once

namespace loom {

struct HostLookups {
  long planSearches = 0;        // PlanCache::get past the call site's slot
  long strategyResolutions = 0; // loom::cuda::loopStrategy past its site's
};

HostLookups &hostLookups();

} // namespace loom
