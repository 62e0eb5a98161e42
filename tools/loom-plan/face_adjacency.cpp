#include "mesh.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace loom::tools {

std::vector<int> buildFaceCells(const Mesh &mesh) {
  // One record per (cell, face): the face's nodes sorted (third -1 for a
  // triangle's edge). Equal keys are the two cells sharing the face.
  struct Record {
    std::array<int, 3> key;
    int cell;
  };
  const int d = mesh.cellDim;
  if (d != 3 && d != 4)
    throw std::runtime_error(mesh.path +
                             ": face set needs tetrahedra or triangles");
  std::vector<Record> recs;
  recs.reserve(size_t(mesh.ncell) * size_t(d));
  for (int c = 0; c < mesh.ncell; ++c) {
    const int *n = mesh.cellNodes.data() + size_t(c) * size_t(d);
    for (int skip = 0; skip < d; ++skip) { // the face opposite node `skip`
      std::array<int, 3> key{-1, -1, -1};
      int k = 0;
      for (int i = 0; i < d; ++i)
        if (i != skip)
          key[size_t(k++)] = n[i];
      for (int i = 1; i < k; ++i) // insertion sort of at most 3 nodes
        for (int j = i; j > 0 && key[size_t(j)] < key[size_t(j) - 1]; --j)
          std::swap(key[size_t(j)], key[size_t(j) - 1]);
      recs.push_back({key, c});
    }
  }
  std::sort(recs.begin(), recs.end(), [](const Record &a, const Record &b) {
    return a.key != b.key ? a.key < b.key : a.cell < b.cell;
  });
  std::vector<int> faceCells;
  for (size_t i = 0; i < recs.size();) {
    size_t j = i + 1;
    while (j < recs.size() && recs[j].key == recs[i].key)
      ++j;
    if (j - i > 2)
      throw std::runtime_error(mesh.path + ": a face of cell " +
                               std::to_string(recs[i].cell) + " is shared by " +
                               std::to_string(j - i) + " cells");
    if (j - i == 2)
      faceCells.insert(faceCells.end(), {recs[i].cell, recs[i + 1].cell});
    i = j;
  }
  return faceCells;
}

} // namespace loom::tools
