// Interior faces of a symmetric tet graph.
#include "tet_graph.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

namespace tetfv {

TetFaces interiorFaces(const TetGraph &graph) {
  std::vector<std::pair<int, int>> directed;
  for (int i = 0; i < graph.numTets; ++i)
    for (int s = 0; s < 4; ++s) {
      const int j = graph.neighbours[4 * static_cast<size_t>(i) + s];
      if (j != i)
        directed.emplace_back(std::min(i, j), std::max(i, j));
    }
  std::sort(directed.begin(), directed.end());
  TetFaces faces;
  for (size_t k = 0; k < directed.size(); k += 2) {
    if (k + 1 >= directed.size() || directed[k] != directed[k + 1] ||
        (k + 2 < directed.size() && directed[k + 2] == directed[k]))
      throw std::invalid_argument(
          "tet graph: tets " + std::to_string(directed[k].first) + " and " +
          std::to_string(directed[k].second) +
          " are not neighbours of each other exactly once (the face-based "
          "loop needs a graph made of shared faces)");
    faces.cells.push_back(directed[k].first);
    faces.cells.push_back(directed[k].second);
  }
  return faces;
}

} // namespace tetfv
