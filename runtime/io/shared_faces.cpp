// Face matching by sorting the faces' sorted node tuples.
#include "loom/io/shared_faces.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <stdexcept>

namespace loom::io {

std::vector<int> matchSharedFaces(const std::vector<int> &faceNodes,
                                  int nodesPerFace, int facesPerCell,
                                  const std::string &meshName,
                                  const std::string &faceWord,
                                  const std::string &cellWord) {
  if (nodesPerFace < 1 || nodesPerFace > 4 || facesPerCell < 1 ||
      faceNodes.size() % static_cast<size_t>(nodesPerFace) != 0)
    throw std::invalid_argument(meshName + ": " +
                                std::to_string(faceNodes.size()) +
                                " face nodes do not make faces of " +
                                std::to_string(nodesPerFace) + " nodes (1..4)");
  const size_t numFaces = faceNodes.size() / nodesPerFace;
  std::vector<std::array<int, 4>> keys(numFaces);
  for (size_t f = 0; f < numFaces; ++f) {
    keys[f].fill(-1);
    std::copy_n(&faceNodes[f * nodesPerFace], nodesPerFace, keys[f].begin());
    std::sort(keys[f].begin(), keys[f].begin() + nodesPerFace);
  }
  std::vector<int> order(numFaces);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return keys[a] != keys[b] ? keys[a] < keys[b] : a < b;
  });
  std::vector<int> partner(numFaces, -1);
  for (size_t k = 0; k < numFaces;) {
    size_t end = k + 1;
    while (end < numFaces && keys[order[end]] == keys[order[k]])
      ++end;
    if (end - k > 2) {
      std::string nodes;
      for (int n = 0; n < nodesPerFace; ++n)
        nodes += (n ? ", " : "") + std::to_string(keys[order[k]][n]);
      throw std::invalid_argument(
          meshName + ": " + faceWord + " (" + nodes + ") is shared by " +
          std::to_string(end - k) + " " + cellWord + "s (non-manifold), e.g. " +
          cellWord + " " + std::to_string(order[k] / facesPerCell));
    }
    if (end - k == 2) {
      partner[order[k]] = order[k + 1];
      partner[order[k + 1]] = order[k];
    }
    k = end;
  }
  return partner;
}

} // namespace loom::io
