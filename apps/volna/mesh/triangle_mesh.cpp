#include "triangle_mesh.h"

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

// One side of a triangle: its nodes in the triangle's (counter-clockwise)
// order, and the triangle.
struct Side {
  int from, to, cell;
  std::pair<int, int> key() const {
    return {std::min(from, to), std::max(from, to)};
  }
};

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

  std::vector<Side> sides;
  sides.reserve(3 * static_cast<size_t>(ncell));
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
      sides.push_back({t[k], t[(k + 1) % 3], c});
  }
  std::sort(sides.begin(), sides.end(), [](const Side &a, const Side &b) {
    return a.key() != b.key() ? a.key() < b.key() : a.cell < b.cell;
  });

  for (size_t i = 0; i < sides.size();) {
    size_t j = i + 1;
    while (j < sides.size() && sides[j].key() == sides[i].key())
      ++j;
    if (j - i == 1) {
      mesh.bedgeNodes.insert(mesh.bedgeNodes.end(),
                             {sides[i].from, sides[i].to});
      mesh.bedgeCell.push_back(sides[i].cell);
    } else if (j - i == 2) {
      // The left cell is the one in which the edge runs as stored.
      const Side &left = sides[i], &right = sides[i + 1];
      if (left.from == right.from)
        fail(source, "triangles " + std::to_string(left.cell) + " and " +
                         std::to_string(right.cell) +
                         " overlap (they share an edge with the same "
                         "orientation)");
      mesh.edgeNodes.insert(mesh.edgeNodes.end(), {left.from, left.to});
      mesh.edgeCells.insert(mesh.edgeCells.end(), {left.cell, right.cell});
    } else {
      fail(source, "the edge between nodes " + std::to_string(sides[i].from) +
                       " and " + std::to_string(sides[i].to) + " belongs to " +
                       std::to_string(j - i) + " triangles");
    }
    i = j;
  }
  return mesh;
}

} // namespace volna
