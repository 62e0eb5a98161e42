// Face adjacency by sorting the faces' node triples.
#include "face_adjacency.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace tetfv {

namespace {

struct FaceKey {
  std::array<int, 3> nodes;
  int tet;
  int slot;
};

// Six times the signed volume of the tet, and its scale (longest edge cubed).
bool degenerateVolume(const std::vector<double> &xyz, const int *t) {
  const double *p[4];
  for (int k = 0; k < 4; ++k)
    p[k] = &xyz[3 * static_cast<size_t>(t[k])];
  double e[3][3], longest = 0;
  for (int k = 0; k < 3; ++k) {
    double len = 0;
    for (int c = 0; c < 3; ++c) {
      e[k][c] = p[k + 1][c] - p[0][c];
      len += e[k][c] * e[k][c];
    }
    longest = std::max(longest, std::sqrt(len));
  }
  const double det = e[0][0] * (e[1][1] * e[2][2] - e[1][2] * e[2][1]) -
                     e[0][1] * (e[1][0] * e[2][2] - e[1][2] * e[2][0]) +
                     e[0][2] * (e[1][0] * e[2][1] - e[1][1] * e[2][0]);
  return std::abs(det) <= 1e-12 * longest * longest * longest;
}

} // namespace

TetGraph faceAdjacency(const std::vector<int> &tets,
                       const std::vector<double> &nodes,
                       const std::string &meshName) {
  if (tets.size() % 4 != 0)
    throw std::invalid_argument(meshName + ": tet node list of length " +
                                std::to_string(tets.size()) +
                                " is not a multiple of 4");
  TetGraph graph;
  graph.numTets = static_cast<int>(tets.size() / 4);
  graph.neighbours.resize(tets.size());
  std::vector<FaceKey> faces;
  faces.reserve(tets.size());
  for (int i = 0; i < graph.numTets; ++i) {
    const int *t = &tets[4 * static_cast<size_t>(i)];
    for (int a = 0; a < 4; ++a)
      for (int b = a + 1; b < 4; ++b)
        if (t[a] == t[b])
          throw std::invalid_argument(meshName + ": tet " + std::to_string(i) +
                                      " is degenerate (node " +
                                      std::to_string(t[a]) + " twice)");
    if (!nodes.empty() && degenerateVolume(nodes, t))
      throw std::invalid_argument(meshName + ": tet " + std::to_string(i) +
                                  " is degenerate (zero volume)");
    for (int s = 0; s < 4; ++s) {
      // Face s is opposite node s.
      FaceKey key{{t[(s + 1) % 4], t[(s + 2) % 4], t[(s + 3) % 4]}, i, s};
      std::sort(key.nodes.begin(), key.nodes.end());
      faces.push_back(key);
      graph.neighbours[4 * static_cast<size_t>(i) + s] = i; // boundary
    }
  }
  std::sort(faces.begin(), faces.end(), [](const FaceKey &l, const FaceKey &r) {
    return l.nodes < r.nodes;
  });
  for (size_t k = 0; k < faces.size();) {
    size_t end = k + 1;
    while (end < faces.size() && faces[end].nodes == faces[k].nodes)
      ++end;
    if (end - k > 2)
      throw std::invalid_argument(
          meshName + ": face (" + std::to_string(faces[k].nodes[0]) + ", " +
          std::to_string(faces[k].nodes[1]) + ", " +
          std::to_string(faces[k].nodes[2]) + ") is shared by " +
          std::to_string(end - k) + " tets (non-manifold), e.g. tet " +
          std::to_string(faces[k].tet));
    if (end - k == 2) {
      const FaceKey &a = faces[k], &b = faces[k + 1];
      graph.neighbours[4 * static_cast<size_t>(a.tet) + a.slot] = b.tet;
      graph.neighbours[4 * static_cast<size_t>(b.tet) + b.slot] = a.tet;
    }
    k = end;
  }
  return graph;
}

} // namespace tetfv
