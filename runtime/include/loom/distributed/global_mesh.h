// GlobalMesh: the connectivity of the whole mesh in the global numbering
// (each set's elements numbered across all processes in declaration order),
// as op_partition sees it: set sizes and map entries, no data.
#pragma once

#include <string>
#include <vector>

namespace loom::distributed {

struct GlobalMap {
  std::string name;
  int from = 0; // set indices into GlobalMesh::setSizes
  int to = 0;
  int dim = 0;
  std::vector<int> entries; // setSizes[from] * dim global indices
};

struct GlobalMesh {
  std::vector<std::string> setNames;
  std::vector<int> setSizes;
  std::vector<GlobalMap> maps;
};

// The owning process of every element of every set: owners[set][element].
using Owners = std::vector<std::vector<int>>;

} // namespace loom::distributed
