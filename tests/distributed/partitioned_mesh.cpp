#include "partitioned_mesh.h"

#include "loom/distributed/metis_parts.h"

namespace loom_test {

namespace dist = loom::distributed;

const char *partMethodName(PartMethod method) {
  switch (method) {
  case PartMethod::Block:
    return "block";
  case PartMethod::Scattered:
    return "scattered";
  case PartMethod::Metis:
    return "metis";
  }
  return "?";
}

void PrintTo(PartMethod method, std::ostream *os) {
  *os << partMethodName(method);
}

std::vector<int> partsOf(const dist::GlobalMesh &mesh, int mapIndex,
                         PartMethod method, int nparts) {
  const int n = mesh.setSizes[mesh.maps[mapIndex].to];
  switch (method) {
  case PartMethod::Block:
    return dist::blockParts(n, nparts);
  case PartMethod::Scattered:
    return dist::scatteredParts(n, nparts);
  case PartMethod::Metis:
    return dist::metisParts(dist::targetGraph(mesh, mapIndex), nparts);
  }
  return {};
}

PartitionedMesh partitionMesh(const dist::GlobalMesh &mesh, int partitioned,
                              std::vector<int> parts, int nparts) {
  PartitionedMesh p;
  p.owners = dist::deriveOwners(mesh, partitioned, std::move(parts), nparts);
  for (int rank = 0; rank < nparts; ++rank)
    p.layouts.push_back(dist::buildRankLayout(mesh, p.owners, rank));
  return p;
}

PartitionedMesh partitionMesh(const dist::GlobalMesh &mesh, int mapIndex,
                              PartMethod method, int nparts) {
  return partitionMesh(mesh, mesh.maps[mapIndex].to,
                       partsOf(mesh, mapIndex, method, nparts), nparts);
}

} // namespace loom_test
