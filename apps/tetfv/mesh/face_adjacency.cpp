// Face adjacency: degenerate tets rejected, faces paired by loom::io.
#include "face_adjacency.h"

#include "loom/io/shared_faces.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace tetfv {

namespace {

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
  std::vector<int> faceNodes;
  faceNodes.reserve(3 * tets.size());
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
    for (int s = 0; s < 4; ++s) // face s is opposite node s
      faceNodes.insert(faceNodes.end(),
                       {t[(s + 1) % 4], t[(s + 2) % 4], t[(s + 3) % 4]});
  }
  const std::vector<int> partner =
      loom::io::matchSharedFaces(faceNodes, 3, 4, meshName, "face", "tet");
  graph.neighbours.resize(tets.size());
  for (size_t f = 0; f < partner.size(); ++f)
    graph.neighbours[f] = partner[f] < 0 ? static_cast<int>(f / 4)
                                         : partner[f] / 4; // boundary: self
  return graph;
}

} // namespace tetfv
