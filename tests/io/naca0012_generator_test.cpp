#include "loom/airfoil_mesh/naca0012_generator.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/airfoil_mesh/op2_grid_writer.h"

#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <climits>

#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

using namespace loom::io;

namespace {

const std::string kSmall = std::string(LOOM_TEST_MESHES) + "/grid_small.dat";

using Point = std::pair<long long, long long>;
using SideKey = std::pair<Point, Point>;

Point pt(const AirfoilGrid &g, int n) {
  return {std::llround(g.x[2 * n] * 1e6), std::llround(g.x[2 * n + 1] * 1e6)};
}
SideKey key(const AirfoilGrid &g, int a, int b) {
  Point p = pt(g, a), q = pt(g, b);
  return p < q ? SideKey{p, q} : SideKey{q, p};
}
// Which side k (nodes k -> k+1) of cell c runs from node a to node b, or -1.
int sideByIndex(const AirfoilGrid &g, int c, int a, int b) {
  for (int k = 0; k < 4; ++k)
    if (g.cell[4 * c + k] == a && g.cell[4 * c + (k + 1) % 4] == b)
      return k;
  return -1;
}
// > 0 when the centroid of cell c lies to the left of a -> b.
double leftness(const AirfoilGrid &g, int a, int b, int c) {
  double mx = 0, my = 0;
  for (int k = 0; k < 4; ++k) {
    mx += 0.25 * g.x[2 * g.cell[4 * c + k]];
    my += 0.25 * g.x[2 * g.cell[4 * c + k] + 1];
  }
  const double ax = g.x[2 * a], ay = g.x[2 * a + 1], bx = g.x[2 * b],
               by = g.x[2 * b + 1];
  return (bx - ax) * (my - ay) - (by - ay) * (mx - ax);
}

// The invariants that OP2's Airfoil kernels rely on, as measured on
// grid_small.dat: all must hold for every mesh we produce.
void checkAirfoilInvariants(const AirfoilGrid &g) {
  ASSERT_EQ(g.x.size(), 2u * g.nnode);
  ASSERT_EQ(g.cell.size(), 4u * g.ncell);
  ASSERT_EQ(g.edge.size(), 2u * g.nedge);
  ASSERT_EQ(g.ecell.size(), 2u * g.nedge);
  ASSERT_EQ(g.bedge.size(), 2u * g.nbedge);
  ASSERT_EQ(g.becell.size(), 1u * g.nbedge);
  ASSERT_EQ(g.bound.size(), 1u * g.nbedge);
  for (int v : g.cell)
    ASSERT_TRUE(v >= 0 && v < g.nnode);
  for (int v : g.edge)
    ASSERT_TRUE(v >= 0 && v < g.nnode);
  for (int v : g.bedge)
    ASSERT_TRUE(v >= 0 && v < g.nnode);
  for (int v : g.ecell)
    ASSERT_TRUE(v >= 0 && v < g.ncell);
  for (int v : g.becell)
    ASSERT_TRUE(v >= 0 && v < g.ncell);

  // 1. Cells are counter-clockwise.
  for (int c = 0; c < g.ncell; ++c) {
    double a = 0;
    for (int k = 0; k < 4; ++k) {
      int p = g.cell[4 * c + k], q = g.cell[4 * c + (k + 1) % 4];
      a += g.x[2 * p] * g.x[2 * q + 1] - g.x[2 * q] * g.x[2 * p + 1];
    }
    ASSERT_GT(a, 0.0) << "cell " << c << " is not counter-clockwise";
  }

  // Geometric sides: each must be shared by 2 cells (interior) or 1 (boundary).
  std::map<SideKey, std::vector<std::pair<int, int>>> sides;
  for (int c = 0; c < g.ncell; ++c)
    for (int k = 0; k < 4; ++k)
      sides[key(g, g.cell[4 * c + k], g.cell[4 * c + (k + 1) % 4])].push_back(
          {c, k});
  std::set<SideKey> used;
  int interiorSides = 0, boundarySides = 0;
  for (auto &[k, v] : sides) {
    ASSERT_TRUE(v.size() == 1 || v.size() == 2)
        << "side shared by " << v.size() << " cells";
    (v.size() == 2 ? interiorSides : boundarySides)++;
  }
  EXPECT_EQ(interiorSides, g.nedge)
      << "every pair of adjacent cells needs exactly one edge";
  EXPECT_EQ(boundarySides, g.nbedge);

  // 2. Interior edge n1 -> n2: c2 lists n1, n2 in its counter-clockwise
  // order (c2 on the left), c1 lies on the right; each adjacency once.
  for (int e = 0; e < g.nedge; ++e) {
    const int n1 = g.edge[2 * e], n2 = g.edge[2 * e + 1], c1 = g.ecell[2 * e],
              c2 = g.ecell[2 * e + 1];
    ASSERT_NE(c1, c2);
    ASSERT_GE(sideByIndex(g, c2, n1, n2), 0)
        << "edge " << e << ": c2 must list n1 then n2";
    ASSERT_LT(leftness(g, n1, n2, c1), 0.0)
        << "edge " << e << ": c1 must lie right of n1->n2";
    ASSERT_GT(leftness(g, n1, n2, c2), 0.0)
        << "edge " << e << ": c2 must lie left of n1->n2";
    auto it = sides.find(key(g, n1, n2));
    ASSERT_TRUE(it != sides.end() && it->second.size() == 2)
        << "edge " << e << " is not an interior side";
    std::set<int> cells{it->second[0].first, it->second[1].first};
    ASSERT_EQ(cells, (std::set<int>{c1, c2}))
        << "edge " << e << " has the wrong cells";
    ASSERT_TRUE(used.insert(it->first).second)
        << "edge " << e << " duplicates another edge";
  }
  // 3. Boundary edge n1 -> n2: its cell lists n2, n1 (cell on the right).
  for (int b = 0; b < g.nbedge; ++b) {
    const int n1 = g.bedge[2 * b], n2 = g.bedge[2 * b + 1], c = g.becell[b];
    ASSERT_GE(sideByIndex(g, c, n2, n1), 0)
        << "bedge " << b << ": cell must list n2 then n1";
    auto it = sides.find(key(g, n1, n2));
    ASSERT_TRUE(it != sides.end() && it->second.size() == 1)
        << "bedge " << b << " is not a boundary side";
    ASSERT_TRUE(used.insert(it->first).second)
        << "bedge " << b << " duplicates another edge";
    // 4. bound 1 on the airfoil (chord [0, 1]), 2 far away.
    const double mx = 0.5 * (g.x[2 * n1] + g.x[2 * n2]),
                 my = 0.5 * (g.x[2 * n1 + 1] + g.x[2 * n2 + 1]);
    if (g.bound[b] == 1) {
      EXPECT_TRUE(mx > -0.01 && mx < 1.0 && std::fabs(my) < 0.07)
          << "wall edge " << b << " at " << mx << "," << my;
    } else {
      ASSERT_EQ(g.bound[b], 2);
      EXPECT_GT(std::hypot(mx, my), 4.0) << "far-field edge " << b;
    }
  }
}

} // namespace

TEST(AirfoilInvariants, HoldOnGridSmall) {
  AirfoilGrid g = readAirfoilGrid(kSmall);
  checkAirfoilInvariants(g);
}

TEST(Naca0012Generator, DefaultSizeAndInvariants) {
  AirfoilGrid g = generateNaca0012();
  EXPECT_EQ(g.nnode, 151 * 76);
  EXPECT_EQ(g.ncell, 150 * 75);
  EXPECT_EQ(g.nedge, 149 * 75 + 150 * 74 + 50);
  EXPECT_EQ(g.nbedge, 50 + 150 + 2 * 75);
  checkAirfoilInvariants(g);
  int wall = 0;
  for (int b : g.bound)
    wall += b == 1;
  EXPECT_EQ(wall, 50);
}

TEST(Naca0012Generator, ReproducesGridSmall) {
  // OP2's grid_small.dat was generated with I = 50, J = 75 and printed with %f.
  AirfoilGrid ref = readAirfoilGrid(kSmall);
  AirfoilGrid g = generateNaca0012(50, 75);
  ASSERT_EQ(g.nnode, ref.nnode);
  ASSERT_EQ(g.ncell, ref.ncell);
  ASSERT_EQ(g.nedge, ref.nedge);
  ASSERT_EQ(g.nbedge, ref.nbedge);
  EXPECT_EQ(g.cell, ref.cell);
  EXPECT_EQ(g.edge, ref.edge);
  EXPECT_EQ(g.ecell, ref.ecell);
  EXPECT_EQ(g.bedge, ref.bedge);
  EXPECT_EQ(g.becell, ref.becell);
  EXPECT_EQ(g.bound, ref.bound);
  double maxDiff = 0;
  for (size_t i = 0; i < g.x.size(); ++i)
    maxDiff = std::max(maxDiff, std::fabs(g.x[i] - ref.x[i]));
  EXPECT_LE(maxDiff, 1e-6) << "coordinates differ from grid_small.dat by more "
                              "than its print precision";
}

TEST(Naca0012Generator, OtherSizes) {
  for (auto [I, J] : {std::pair{4, 3}, std::pair{20, 10}, std::pair{120, 40}}) {
    SCOPED_TRACE(std::to_string(I) + "x" + std::to_string(J));
    AirfoilGrid g = generateNaca0012(I, J);
    EXPECT_EQ(g.ncell, 3 * I * J);
    checkAirfoilInvariants(g);
  }
  Naca0012Options o;
  o.I = 10;
  o.J = 8;
  o.farField = 2.5; // outer boundary 6.25 chords away
  AirfoilGrid g = generateNaca0012(o);
  checkAirfoilInvariants(g);
  double rmax = 0;
  for (int n = 0; n < g.nnode; ++n)
    rmax = std::max(rmax, std::hypot(g.x[2 * n], g.x[2 * n + 1]));
  EXPECT_NEAR(rmax, 12.5, 1e-12); // |(+-2.5 + 2.5i)^2| = 12.5
}

TEST(Naca0012Generator, RejectsBadSizes) {
  EXPECT_THROW(generateNaca0012(1, 10), std::invalid_argument);
  EXPECT_THROW(generateNaca0012(10, 0), std::invalid_argument);
  Naca0012Options o;
  o.farField = 0.5;
  EXPECT_THROW(generateNaca0012(o), std::invalid_argument);
}

TEST(Naca0012Generator, SizeLimitNeverOverflows) {
  // 3*I*J and (3I+1)(J+1) overflow 64 bits for these: the check must not.
  EXPECT_FALSE(naca0012SizeFits(INT_MAX, INT_MAX));
  EXPECT_FALSE(naca0012SizeFits(LLONG_MAX, LLONG_MAX));
  EXPECT_FALSE(naca0012SizeFits(2, LLONG_MAX));
  EXPECT_FALSE(naca0012SizeFits(LLONG_MAX / 3, 1));
  EXPECT_FALSE(naca0012SizeFits(20000, 20000)); // 1.2e9 cells
  EXPECT_TRUE(naca0012SizeFits(10000, 16666));  // 499,980,000 cells
  EXPECT_FALSE(naca0012SizeFits(10000, 16667)); // 500,010,000 cells
  EXPECT_TRUE(naca0012SizeFits(50, 75));
  try {
    generateNaca0012(INT_MAX, INT_MAX);
    FAIL() << "no error for a 2^31 x 2^31 mesh";
  } catch (const std::invalid_argument &e) {
    EXPECT_NE(std::string(e.what()).find("2147483647x2147483647 too large"),
              std::string::npos)
        << e.what();
  }
}

TEST(Naca0012Generator, RoundTripsThroughWriteAndRead) {
  AirfoilGrid g = generateNaca0012(30, 20);
  const loom::test::ScratchDir scratch;
  const std::string path = scratch.file("naca_roundtrip.dat");
  writeAirfoilGrid(g, path);
  AirfoilGrid h = readAirfoilGrid(path);
  EXPECT_EQ(h.nnode, g.nnode);
  EXPECT_EQ(h.ncell, g.ncell);
  EXPECT_EQ(h.nedge, g.nedge);
  EXPECT_EQ(h.nbedge, g.nbedge);
  EXPECT_EQ(h.x, g.x); // bit-exact
  EXPECT_EQ(h.cell, g.cell);
  EXPECT_EQ(h.edge, g.edge);
  EXPECT_EQ(h.ecell, g.ecell);
  EXPECT_EQ(h.bedge, g.bedge);
  EXPECT_EQ(h.becell, g.becell);
  EXPECT_EQ(h.bound, g.bound);
}
