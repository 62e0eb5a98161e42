// loom::io::matchSharedFaces: faces with the same node set are paired
// whatever their node order, the rest are boundary faces, and a face shared
// by three cells is one error line naming it.
#include "loom/io/shared_faces.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace {

using loom::io::matchSharedFaces;

TEST(SharedFaces, PairsEdgesOfTwoTriangles) {
  // Triangles (0 1 2) and (1 0 3): edge 0 of each is {0, 1}.
  const std::vector<int> sides{0, 1, 1, 2, 2, 0, 1, 0, 0, 3, 3, 1};
  EXPECT_EQ(matchSharedFaces(sides, 2, 3, "m", "edge", "triangle"),
            (std::vector<int>{3, -1, -1, 0, -1, -1}));
}

TEST(SharedFaces, NodeOrderWithinAFaceDoesNotMatter) {
  const std::vector<int> faces{4, 7, 9, 9, 4, 7, 1, 2, 3};
  EXPECT_EQ(matchSharedFaces(faces, 3, 1, "m", "face", "tet"),
            (std::vector<int>{1, 0, -1}));
}

TEST(SharedFaces, ThreeCellsOnOneFaceIsAnError) {
  const std::vector<int> faces{1, 2, 3, 3, 2, 1, 2, 3, 1};
  try {
    matchSharedFaces(faces, 3, 1, "mesh.msh", "face", "tet");
    FAIL() << "no error";
  } catch (const std::invalid_argument &e) {
    EXPECT_EQ(std::string(e.what()), "mesh.msh: face (1, 2, 3) is shared by 3 "
                                     "tets (non-manifold), e.g. tet 0");
  }
}

TEST(SharedFaces, RejectsBadFaceSizes) {
  EXPECT_THROW(matchSharedFaces({1, 2, 3}, 2, 1, "m", "edge", "triangle"),
               std::invalid_argument);
  EXPECT_THROW(matchSharedFaces({1, 2, 3, 4, 5}, 5, 1, "m", "face", "cell"),
               std::invalid_argument);
}

} // namespace
