// tetfv_mesh: the instances' properties (block-diagonal neighbours stay in
// their block, the structured box's face adjacency is symmetric with the
// right number of boundary slots) and the face-adjacency builder's errors.
#include "face_adjacency.h"
#include "instances.h"
#include "tet_graph.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using tetfv::TetGraph;

int paddedSlots(const TetGraph &g) {
  int count = 0;
  for (int i = 0; i < g.numTets; ++i)
    for (int s = 0; s < 4; ++s)
      count += g.neighbours[4 * i + s] == i;
  return count;
}

TEST(BlockDiagonal, NeighboursStayInsideTheirBlock) {
  for (int b : {1, 5, 64, 1000}) {
    const TetGraph g = tetfv::blockDiagonal(1000 + 7, b, 3);
    ASSERT_EQ(g.numTets, 1007);
    ASSERT_EQ(g.neighbours.size(), 4u * 1007);
    for (int i = 0; i < g.numTets; ++i)
      for (int s = 0; s < 4; ++s) {
        const int j = g.neighbours[4 * i + s];
        EXPECT_EQ(j / b, i / b) << "tet " << i << " slot " << s << " b " << b;
        EXPECT_LT(j, g.numTets);
      }
  }
}

TEST(BlockDiagonal, NeighboursUniformInsideTheBlock) {
  // 6400 draws over the 16 positions of a block: about 400 each (standard
  // deviation 19); 300..500 fails only for a non-uniform draw.
  const int b = 16;
  const TetGraph g = tetfv::blockDiagonal(b * 100, b, 1);
  std::vector<int> hits(b, 0);
  for (int j : g.neighbours)
    ++hits[j % b];
  for (int k = 0; k < b; ++k) {
    EXPECT_GT(hits[k], 300) << "position " << k;
    EXPECT_LT(hits[k], 500) << "position " << k;
  }
}

TEST(BlockDiagonal, SeedDeterminesTheInstance) {
  EXPECT_EQ(tetfv::blockDiagonal(500, 50, 7).neighbours,
            tetfv::blockDiagonal(500, 50, 7).neighbours);
  EXPECT_NE(tetfv::blockDiagonal(500, 50, 7).neighbours,
            tetfv::blockDiagonal(500, 50, 8).neighbours);
}

TEST(BlockDiagonal, RejectsEmptySizes) {
  EXPECT_THROW(tetfv::blockDiagonal(0, 5, 1), std::invalid_argument);
  EXPECT_THROW(tetfv::blockDiagonal(10, 0, 1), std::invalid_argument);
}

TEST(StructuredBox, SixTetsPerCubeSymmetricAdjacency) {
  const int n = 4;
  const TetGraph g = tetfv::structuredBox(n, n, n);
  EXPECT_EQ(g.numTets, 6 * n * n * n);
  // Each of the 6 n^2 boundary squares is two triangles.
  EXPECT_EQ(paddedSlots(g), 12 * n * n);
  const tetfv::TetFaces faces = tetfv::interiorFaces(g);
  EXPECT_EQ(faces.numFaces(), (4 * g.numTets - 12 * n * n) / 2);
}

TEST(StructuredBox, RejectsEmptyBox) {
  EXPECT_THROW(tetfv::structuredBox(0, 2, 2), std::invalid_argument);
}

TEST(RandomPermutation, KeepsTheGraph) {
  const TetGraph g = tetfv::structuredBox(3, 2, 2);
  const TetGraph p = tetfv::randomlyPermuted(g, 5);
  ASSERT_EQ(p.numTets, g.numTets);
  EXPECT_NE(p.neighbours, g.neighbours);
  EXPECT_EQ(paddedSlots(p), paddedSlots(g));
  EXPECT_EQ(tetfv::interiorFaces(p).numFaces(),
            tetfv::interiorFaces(g).numFaces());
}

TEST(Permuted, MovesEachTetAndItsSlots) {
  const TetGraph g = tetfv::blockDiagonal(50, 7, 3);
  std::vector<int> newIndex(50);
  for (int i = 0; i < 50; ++i)
    newIndex[i] = (17 * i + 5) % 50; // a bijection: 17 and 50 are coprime
  const TetGraph p = tetfv::permuted(g, newIndex);
  ASSERT_EQ(p.numTets, 50);
  for (int i = 0; i < 50; ++i)
    for (int s = 0; s < 4; ++s)
      EXPECT_EQ(p.neighbours[4 * newIndex[i] + s],
                newIndex[g.neighbours[4 * i + s]])
          << "tet " << i << " slot " << s;
}

TEST(Permuted, RejectsWhatIsNotAPermutation) {
  const TetGraph g = tetfv::structuredBox(1, 1, 1);
  std::vector<int> repeated = {0, 1, 2, 3, 4, 4};
  try {
    tetfv::permuted(g, repeated);
    FAIL() << "no exception";
  } catch (const std::invalid_argument &e) {
    EXPECT_STREQ(e.what(), "tet permutation: tet 5 goes to 4, not a free "
                           "index in [0, 6)");
  }
  EXPECT_THROW(tetfv::permuted(g, {0, 1, 2}), std::invalid_argument);
  EXPECT_THROW(tetfv::permuted(g, {0, 1, 2, 3, 4, 6}), std::invalid_argument);
}

TEST(InteriorFaces, RejectsAnAsymmetricGraph) {
  EXPECT_THROW(tetfv::interiorFaces(tetfv::blockDiagonal(100, 10, 1)),
               std::invalid_argument);
}

TEST(FaceAdjacency, TwoTetsShareOneFace) {
  // Slot s is the face opposite node s; boundary slots hold the tet itself.
  const std::vector<double> xyz{0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, -1};
  const TetGraph g = tetfv::faceAdjacency({0, 1, 2, 3, 0, 2, 1, 4}, xyz, "t");
  EXPECT_EQ(g.neighbours, (std::vector<int>{0, 0, 0, 1, 1, 1, 1, 0}));
}

std::string errorOf(const std::vector<int> &tets,
                    const std::vector<double> &xyz) {
  try {
    tetfv::faceAdjacency(tets, xyz, "mesh.msh");
  } catch (const std::invalid_argument &e) {
    return e.what();
  }
  return "no error";
}

TEST(FaceAdjacency, NonManifoldFaceIsAnError) {
  const std::vector<double> xyz{0, 0, 0, 1, 0, 0,  0, 1, 0,
                                0, 0, 1, 0, 0, -1, 1, 1, 1};
  const std::string what = errorOf({0, 1, 2, 3, 0, 2, 1, 4, 0, 1, 2, 5}, xyz);
  EXPECT_NE(what.find("mesh.msh: face (0, 1, 2) is shared by 3 tets"),
            std::string::npos)
      << what;
}

TEST(FaceAdjacency, DegenerateTetsAreErrors) {
  const std::vector<double> flat{0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};
  EXPECT_NE(errorOf({0, 1, 2, 3}, flat)
                .find("tet 0 is degenerate (zero "
                      "volume)"),
            std::string::npos);
  EXPECT_NE(errorOf({0, 1, 2, 2}, flat)
                .find("tet 0 is degenerate (node 2 "
                      "twice)"),
            std::string::npos);
}

} // namespace
