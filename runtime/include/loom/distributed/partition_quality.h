// How good a partition is: edge cut of the partitioned set's graph, load
// imbalance per set, and halo sizes per process.
#pragma once

#include "loom/distributed/ownership.h"
#include "loom/distributed/rank_layout.h"

#include <string>

namespace loom::distributed {

struct PartitionQuality {
  long long edgeCut = 0; // graph edges joining different parts
  long long graphEdges = 0;
  // Per set: largest part / mean part (1.0 = perfect balance).
  std::vector<double> imbalance;
  // Per process, summed over sets: owned, execute and non-execute halo.
  std::vector<long long> owned, exec, nonexec;
};

PartitionQuality partitionQuality(const GlobalMesh &mesh, const Graph &graph,
                                  const std::vector<int> &parts,
                                  const Owners &owners,
                                  const std::vector<RankLayout> &layouts);

} // namespace loom::distributed
