// A simulated owner-compute run: on every process's layout, one increment
// loop per map (each owned and execute-halo from-element adds 1, through the
// local map, to a local counter of each of its targets), then every owned
// target's counter is compared with the serial count (how many map entries
// name it). Equal counters on every process mean every increment to an
// owned element is computed exactly once, by its owner, with no
// communication. Each local map entry is also checked to name, through the
// to-set's local-to-global numbering, the global target.
#pragma once

#include "loom/distributed/rank_layout.h"

#include <string>
#include <vector>

namespace loom_test {

// "" or the first mismatch, naming map, process and element.
std::string
simulateOwnerCompute(const loom::distributed::GlobalMesh &mesh,
                     const std::vector<loom::distributed::RankLayout> &layouts);

} // namespace loom_test
