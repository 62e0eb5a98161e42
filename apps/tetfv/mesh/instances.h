// Instances of the tetfv kernel: the built-in structured box, the synthetic
// block-diagonal instances of Langguth et al. (Section 4), gmsh meshes and
// random permutations of any of them.
#pragma once

#include "tet_graph.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tetfv {

// nx x ny x nz unit cubes, each split into 6 tets (Kuhn split along the
// main diagonal, conforming across cubes), with face adjacency.
TetGraph structuredBox(int nx, int ny, int nz);

// n tets in disjoint blocks of b consecutive tets (the last block may be
// shorter); each tet's four neighbours drawn uniformly inside its block
// (std::mt19937 seeded with `seed`). Throws std::invalid_argument when n < 1
// or b < 1.
TetGraph blockDiagonal(int n, int b, std::uint32_t seed);

// Reads a gmsh tet mesh (loom::io::readGmsh) and builds its face adjacency;
// throws loom::io::MeshError or std::invalid_argument.
TetGraph gmshTets(const std::string &path);

// Renumbers the tets: tet i becomes newIndex[i], its neighbour slots
// carried along (same graph, another numbering). Throws
// std::invalid_argument when newIndex is not a permutation of the tets.
TetGraph permuted(const TetGraph &graph, const std::vector<int> &newIndex);

// Renumbers the tets by a random permutation (seeded): tet i becomes
// perm[i]; neighbour slots are carried along, so the result is the same
// graph with another numbering.
TetGraph randomlyPermuted(const TetGraph &graph, std::uint32_t seed);

} // namespace tetfv
