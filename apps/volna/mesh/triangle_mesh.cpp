#include "triangle_mesh.h"

#include "loom/io/shared_faces.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace volna {

namespace {

[[noreturn]] void fail(const std::string &source, const std::string &what) {
  throw std::runtime_error(source + ": " + what);
}

double signedArea2(const std::vector<double> &xy, const int *t) {
  const double *a = &xy[2 * static_cast<size_t>(t[0])];
  const double *b = &xy[2 * static_cast<size_t>(t[1])];
  const double *c = &xy[2 * static_cast<size_t>(t[2])];
  return (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
}

} // namespace

TriangleMesh buildTriangleMesh(std::vector<double> xy,
                               std::vector<int> triangles,
                               const std::string &source) {
  if (xy.size() % 2 != 0 || triangles.size() % 3 != 0)
    fail(source, "coordinate or triangle arrays of the wrong length");
  TriangleMesh mesh;
  mesh.x = std::move(xy);
  mesh.cellNodes = std::move(triangles);
  const int nnode = mesh.numNodes(), ncell = mesh.numCells();
  if (ncell == 0)
    fail(source, "the mesh has no triangles");
  for (int n = 0; n < nnode; ++n)
    if (!std::isfinite(mesh.x[2 * n]) || !std::isfinite(mesh.x[2 * n + 1]))
      fail(source,
           "node " + std::to_string(n) + " has a non-finite coordinate");

  // Side k of triangle c runs from its node k to node k + 1.
  std::vector<int> sides;
  sides.reserve(6 * static_cast<size_t>(ncell));
  for (int c = 0; c < ncell; ++c) {
    int *t = &mesh.cellNodes[3 * static_cast<size_t>(c)];
    for (int k = 0; k < 3; ++k)
      if (t[k] < 0 || t[k] >= nnode)
        fail(source, "triangle " + std::to_string(c) + " refers to node " +
                         std::to_string(t[k]) + ", outside 0.." +
                         std::to_string(nnode - 1));
    const double area2 = signedArea2(mesh.x, t);
    if (!(std::abs(area2) > 0))
      fail(source, "triangle " + std::to_string(c) + " has zero area");
    if (area2 < 0)
      std::swap(t[1], t[2]);
    for (int k = 0; k < 3; ++k)
      sides.insert(sides.end(), {t[k], t[(k + 1) % 3]});
  }
  const std::vector<int> partner =
      loom::io::matchSharedFaces(sides, 2, 3, source, "edge", "triangle");

  for (int s = 0; s < 3 * ncell; ++s) {
    const int from = sides[2 * s], to = sides[2 * s + 1];
    if (partner[s] < 0) {
      mesh.bedgeNodes.insert(mesh.bedgeNodes.end(), {from, to});
      mesh.bedgeCell.push_back(s / 3);
    } else if (partner[s] > s) {
      // The left cell is the one in which the edge runs as stored: the
      // lower-numbered one; its neighbour must run the other way.
      if (sides[2 * partner[s]] == from)
        fail(source, "triangles " + std::to_string(s / 3) + " and " +
                         std::to_string(partner[s] / 3) +
                         " overlap (they share an edge with the same "
                         "orientation)");
      mesh.edgeNodes.insert(mesh.edgeNodes.end(), {from, to});
      mesh.edgeCells.insert(mesh.edgeCells.end(), {s / 3, partner[s] / 3});
    }
  }
  return mesh;
}

} // namespace volna
