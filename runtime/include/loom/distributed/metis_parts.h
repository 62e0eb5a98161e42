// k-way partitions of a Graph with METIS (one process).
#pragma once

#include "loom/distributed/ownership.h"

namespace loom::distributed {

// METIS_PartGraphKway into `parts` parts (1.03 imbalance), deterministic
// for a given graph (METIS's fixed seed). Throws loom::Error on failure.
std::vector<int> metisParts(const Graph &graph, int parts);

} // namespace loom::distributed
