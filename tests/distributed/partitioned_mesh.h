// A mesh partitioned for the tests: parts of one set by one of the
// methods of runtime/distributed, the owners they give every set and the
// layout of every process.
#pragma once

#include "loom/distributed/ownership.h"
#include "loom/distributed/rank_layout.h"

#include <ostream>
#include <string>
#include <vector>

namespace loom_test {

enum class PartMethod { Block, Scattered, Metis };
const char *partMethodName(PartMethod method);
// GoogleTest prints parameters with it.
void PrintTo(PartMethod method, std::ostream *os);

// Parts of the to-set of map `mapIndex` (METIS: of its targetGraph).
std::vector<int> partsOf(const loom::distributed::GlobalMesh &mesh,
                         int mapIndex, PartMethod method, int nparts);

struct PartitionedMesh {
  loom::distributed::Owners owners;
  std::vector<loom::distributed::RankLayout> layouts; // one per process
};

// deriveOwners from `parts` of set `partitioned`, then every process's
// buildRankLayout.
PartitionedMesh partitionMesh(const loom::distributed::GlobalMesh &mesh,
                              int partitioned, std::vector<int> parts,
                              int nparts);

// The same through map `mapIndex`'s to-set with `method`.
PartitionedMesh partitionMesh(const loom::distributed::GlobalMesh &mesh,
                              int mapIndex, PartMethod method, int nparts);

} // namespace loom_test
