// Volna's mesh library: edges built from triangles, their orientation, the
// built-in basin and the errors on bad input.
#include "basin_meshes.h"
#include "triangle_mesh.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace {

using volna::buildTriangleMesh;
using volna::generateRectangularBasin;

TEST(VolnaMesh, BasinHasEulerConsistentEdges) {
  const volna::TriangleMesh m = generateRectangularBasin(5, 3, 5.0, 3.0);
  EXPECT_EQ(m.numNodes(), 6 * 4);
  EXPECT_EQ(m.numCells(), 2 * 5 * 3);
  // Interior and boundary edges: boundary = perimeter in unit squares; every
  // cell has 3 sides, each interior edge counted twice.
  EXPECT_EQ(m.numBedges(), 2 * (5 + 3));
  EXPECT_EQ(2 * m.numEdges() + m.numBedges(), 3 * m.numCells());
  // Euler: V - E + F = 1 for a disc.
  EXPECT_EQ(m.numNodes() - (m.numEdges() + m.numBedges()) + m.numCells(), 1);
}

TEST(VolnaMesh, TrianglesTurnCounterClockwiseAndEdgesRunInTheLeftCell) {
  // Two triangles given clockwise, sharing the diagonal 0-2 of a square.
  const volna::TriangleMesh m =
      buildTriangleMesh({0, 0, 1, 0, 1, 1, 0, 1}, {0, 2, 1, 0, 3, 2}, "t");
  for (int c = 0; c < m.numCells(); ++c) {
    const int *t = &m.cellNodes[3 * c];
    const double *a = &m.x[2 * t[0]], *b = &m.x[2 * t[1]], *d = &m.x[2 * t[2]];
    EXPECT_GT((b[0] - a[0]) * (d[1] - a[1]) - (d[0] - a[0]) * (b[1] - a[1]), 0);
  }
  ASSERT_EQ(m.numEdges(), 1);
  EXPECT_EQ(m.numBedges(), 4);
  // The edge runs counter-clockwise in its left cell: the left cell's third
  // node lies to the left of from -> to.
  const int from = m.edgeNodes[0], to = m.edgeNodes[1];
  const int left = m.edgeCells[0];
  int third = -1;
  for (int k = 0; k < 3; ++k)
    if (m.cellNodes[3 * left + k] != from && m.cellNodes[3 * left + k] != to)
      third = m.cellNodes[3 * left + k];
  const double *p = &m.x[2 * from], *q = &m.x[2 * to], *r = &m.x[2 * third];
  EXPECT_GT((q[0] - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (q[1] - p[1]), 0);
}

TEST(VolnaMesh, BadInputIsNamed) {
  auto message = [](auto &&build) {
    try {
      build();
    } catch (const std::exception &e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(
      message([] { buildTriangleMesh({0, 0, 1, 0, 0, 1}, {0, 1, 3}, "m"); }),
      "m: triangle 0 refers to node 3, outside 0..2");
  EXPECT_EQ(
      message([] { buildTriangleMesh({0, 0, 1, 0, 2, 0}, {0, 1, 2}, "m"); }),
      "m: triangle 0 has zero area");
  EXPECT_EQ(message([] { buildTriangleMesh({0, 0}, {}, "m"); }),
            "m: the mesh has no triangles");
  EXPECT_EQ(
      message([] { buildTriangleMesh({0, 0, 1, 0, 0, NAN}, {0, 1, 2}, "m"); }),
      "m: node 2 has a non-finite coordinate");
  // Three triangles on one edge (0-1).
  EXPECT_EQ(message([] {
              buildTriangleMesh({0, 0, 1, 0, 0, 1, 0, -1, 1, 1},
                                {0, 1, 2, 1, 0, 3, 0, 1, 4}, "m");
            }),
            "m: edge (0, 1) is shared by 3 triangles (non-manifold), e.g. "
            "triangle 0");
  EXPECT_THROW(generateRectangularBasin(0, 3, 1, 1), std::invalid_argument);
  EXPECT_THROW(generateRectangularBasin(5000, 3, 1, 1), std::invalid_argument);
}

} // namespace
