#include "loom/distributed/partition_quality.h"

#include <algorithm>

namespace loom::distributed {

PartitionQuality partitionQuality(const GlobalMesh &mesh, const Graph &graph,
                                  const std::vector<int> &parts,
                                  const Owners &owners,
                                  const std::vector<RankLayout> &layouts) {
  PartitionQuality q;
  for (int v = 0; v < graph.vertices(); ++v)
    for (int k = graph.offsets[v]; k < graph.offsets[v + 1]; ++k)
      if (v < graph.targets[k]) {
        ++q.graphEdges;
        q.edgeCut += parts[v] != parts[graph.targets[k]];
      }
  const int nparts = static_cast<int>(layouts.size());
  for (size_t s = 0; s < mesh.setSizes.size(); ++s) {
    std::vector<long long> count(nparts, 0);
    for (int o : owners[s])
      ++count[o];
    const double mean = static_cast<double>(mesh.setSizes[s]) / nparts;
    const long long largest = *std::max_element(count.begin(), count.end());
    q.imbalance.push_back(mean > 0 ? largest / mean : 1.0);
  }
  for (const RankLayout &l : layouts) {
    long long owned = 0, exec = 0, nonexec = 0;
    for (const SetLayout &s : l.sets) {
      owned += static_cast<long long>(s.owned.size());
      exec += static_cast<long long>(s.exec.size());
      nonexec += static_cast<long long>(s.nonexec.size());
    }
    q.owned.push_back(owned);
    q.exec.push_back(exec);
    q.nonexec.push_back(nonexec);
  }
  return q;
}

} // namespace loom::distributed
