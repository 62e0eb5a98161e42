// From the parts of one set to an owner for every element of every set.
#pragma once

#include "loom/distributed/global_mesh.h"

namespace loom::distributed {

// Graph of the elements of map `mapIndex`'s to-set, joined when one
// from-element reaches both (cells joined by the edges between them), in
// compressed-row form: neighbours of v are targets[offsets[v]..offsets[v+1]).
struct Graph {
  std::vector<int> offsets;
  std::vector<int> targets;
  int vertices() const { return static_cast<int>(offsets.size()) - 1; }
};
Graph targetGraph(const GlobalMesh &mesh, int mapIndex);

// Contiguous blocks of a set's elements in global order (the declared
// slices of a set of that size spread evenly over `parts`).
std::vector<int> blockParts(int size, int parts);
// A fixed pseudo-random part per element (a stress test for halos).
std::vector<int> scatteredParts(int size, int parts);

// Owners of every set, given the parts of set `partitioned`. Through maps,
// repeatedly: an element whose targets are owned takes the owner most of
// its targets have (ties: the first); an element reached by owned
// from-elements takes the owner of the lowest-numbered one of the first map
// (in declaration order) that reaches it. Elements of a reached set that no
// map reaches, and sets no map connects, get block parts. Throws
// loom::Error if `parts` does not fit set `partitioned` or [0, nparts).
Owners deriveOwners(const GlobalMesh &mesh, int partitioned,
                    std::vector<int> parts, int nparts);

} // namespace loom::distributed
