// loom::io::elementFaces: edges of triangles and faces of tetrahedra as
// interior (two cells) and boundary (one cell) faces.
#include "loom/io/element_faces.h"
#include "loom/io/gmsh_reader.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

using namespace loom::io;

namespace {

using Ints = std::vector<int>;

// The message of the std::invalid_argument `body` throws ("" if none).
template <typename Body> std::string errorOf(Body body) {
  try {
    body();
  } catch (const std::invalid_argument &e) {
    return e.what();
  }
  return "";
}

} // namespace

TEST(ElementFaces, TwoTrianglesShareOneEdge) {
  const ElementFaces f = elementFaces({0, 1, 2, 0, 2, 3}, 3, "square");
  EXPECT_EQ(f.nodesPerFace, 2);
  EXPECT_EQ(f.nodes, (Ints{2, 0})); // as triangle 0 orders it
  EXPECT_EQ(f.cells, (Ints{0, 1}));
  EXPECT_EQ(f.boundaryNodes, (Ints{0, 1, 1, 2, 2, 3, 3, 0}));
  EXPECT_EQ(f.boundaryCells, (Ints{0, 0, 1, 1}));
  EXPECT_EQ(f.numInterior(), 1);
  EXPECT_EQ(f.numBoundary(), 4);
}

TEST(ElementFaces, TwoTetsShareOneFace) {
  const ElementFaces f = elementFaces({0, 1, 2, 3, 1, 2, 3, 4}, 4, "pair");
  EXPECT_EQ(f.nodesPerFace, 3);
  EXPECT_EQ(f.nodes, (Ints{1, 2, 3})); // tet 0's face opposite node 0
  EXPECT_EQ(f.cells, (Ints{0, 1}));
  EXPECT_EQ(f.numBoundary(), 6);
  EXPECT_EQ(f.boundaryCells, (Ints{0, 0, 0, 1, 1, 1}));
}

// A gmsh 2.2 mesh as a user writes it: the unit square cut into four
// triangles around its centre (node 5).
TEST(ElementFaces, EdgesOfAGmshMesh) {
  const std::string text = "$MeshFormat\n2.2 0 8\n$EndMeshFormat\n"
                           "$Nodes\n5\n"
                           "1 0 0 0\n2 1 0 0\n3 1 1 0\n4 0 1 0\n5 0.5 0.5 0\n"
                           "$EndNodes\n"
                           "$Elements\n4\n"
                           "1 2 2 7 1 1 2 5\n2 2 2 7 1 2 3 5\n"
                           "3 2 2 7 1 3 4 5\n4 2 2 7 1 4 1 5\n"
                           "$EndElements\n";
  const GmshMesh mesh = parseGmsh("square.msh", text);
  ASSERT_EQ(mesh.numTriangles(), 4);
  const ElementFaces f = elementFaces(mesh.triangles, 3, "square.msh");
  // Four spokes inside, four sides outside: 2 * 4 + 4 = 3 edges a triangle.
  EXPECT_EQ(f.numInterior(), 4);
  EXPECT_EQ(f.numBoundary(), 4);
  for (int e = 0; e < f.numInterior(); ++e) {
    // Every spoke reaches the centre (index 4) and joins neighbours.
    EXPECT_TRUE(f.nodes[2 * e] == 4 || f.nodes[2 * e + 1] == 4) << e;
    EXPECT_EQ((f.cells[2 * e + 1] - f.cells[2 * e] + 4) % 4 % 2, 1) << e;
  }
  for (int b = 0; b < f.numBoundary(); ++b)
    EXPECT_EQ(f.boundaryCells[b], b); // side b belongs to triangle b
}

TEST(ElementFaces, BadCellsAreNamed) {
  EXPECT_EQ(errorOf([] { elementFaces({0, 1, 2, 3, 4}, 5, "m"); }),
            "m: faces of cells with 5 nodes: expected 3 (triangles) or 4 "
            "(tetrahedra)");
  EXPECT_EQ(errorOf([] { elementFaces({0, 1, 2, 3}, 3, "m"); }),
            "m: 4 cell nodes are not whole cells of 3");
  EXPECT_EQ(errorOf([] { elementFaces({0, 1, 2, 0, 2, 2}, 3, "m"); }),
            "m: cell 1 is degenerate (node 2 twice)");
  EXPECT_EQ(errorOf([] { elementFaces({0, -1, 2}, 3, "m"); }),
            "m: cell 0 has node -1");
}

TEST(ElementFaces, AnEdgeOfThreeTrianglesIsNonManifold) {
  const std::string message =
      errorOf([] { elementFaces({0, 1, 2, 0, 1, 3, 1, 0, 4}, 3, "fan.msh"); });
  EXPECT_EQ(message.rfind("fan.msh: edge", 0), 0u) << message;
  EXPECT_NE(message.find("non-manifold"), std::string::npos) << message;
}
