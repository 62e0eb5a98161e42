// How often loop calls found their plan, its device copy or their CUDA
// strategy the slow way (a search of a table; a strategy resolved from the
// settings), so that tests can check that a steady-state call does none of
// it: after its first call a loop call site finds them in its own slots.
#pragma once

namespace loom {

struct HostLookups {
  long planSearches = 0;        // PlanCache::get past the call site's slot
  long strategyResolutions = 0; // loom::cuda::loopStrategy past its site's
  long devicePlanSearches = 0;  // a plan's device copy past its site's
};

HostLookups &hostLookups();

} // namespace loom
