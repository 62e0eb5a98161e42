// loom::io::matchSharedFaces: faces with the same node set are paired
// whatever their node order, the rest are boundary faces, and a face shared
// by three cells is one error line naming it.
#include "loom/io/shared_faces.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

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

// Random faces, each node set used once or twice, against a map from
// sorted node sets to faces: with node numbers from 0 (ordered by a
// counting sort on the smallest node) and spread far apart (one sort).
TEST(SharedFaces, MatchesAMapOnRandomFaces) {
  for (const int spread : {1, 1000003}) {
    for (const int nodesPerFace : {1, 2, 3, 4}) {
      std::mt19937 rng(17 + nodesPerFace);
      std::vector<std::vector<int>> faces;
      std::set<std::vector<int>> used;
      const int sets = nodesPerFace == 1 ? 600 : 3000; // of 900 nodes
      while (static_cast<int>(used.size()) < sets) {
        std::vector<int> nodes;
        while (static_cast<int>(nodes.size()) < nodesPerFace) {
          const int n = static_cast<int>(rng() % 900) * spread;
          if (std::find(nodes.begin(), nodes.end(), n) == nodes.end())
            nodes.push_back(n);
        }
        std::vector<int> key = nodes;
        std::sort(key.begin(), key.end());
        if (!used.insert(key).second)
          continue;
        for (unsigned copies = 1 + rng() % 2; copies > 0; --copies) {
          std::shuffle(nodes.begin(), nodes.end(), rng);
          faces.push_back(nodes);
        }
      }
      std::shuffle(faces.begin(), faces.end(), rng); // copies apart
      std::vector<int> faceNodes;
      for (const std::vector<int> &nodes : faces)
        faceNodes.insert(faceNodes.end(), nodes.begin(), nodes.end());
      std::map<std::vector<int>, std::vector<int>> facesOf;
      const int numFaces = static_cast<int>(faceNodes.size()) / nodesPerFace;
      for (int f = 0; f < numFaces; ++f) {
        std::vector<int> key(faceNodes.begin() + f * nodesPerFace,
                             faceNodes.begin() + (f + 1) * nodesPerFace);
        std::sort(key.begin(), key.end());
        facesOf[key].push_back(f);
      }
      std::vector<int> expected(numFaces, -1);
      for (const auto &[key, faces] : facesOf)
        if (faces.size() == 2) {
          expected[faces[0]] = faces[1];
          expected[faces[1]] = faces[0];
        }
      EXPECT_EQ(
          matchSharedFaces(faceNodes, nodesPerFace, 1, "m", "face", "cell"),
          expected)
          << nodesPerFace << " nodes a face, spread " << spread;
    }
  }
}

// Of two non-manifold faces the error names the smallest node set and its
// first cell, whichever way the faces are ordered.
TEST(SharedFaces, NamesTheSmallestNonManifoldFace) {
  for (const int spread : {1, 1000003}) {
    const int a = 5 * spread, b = 7 * spread, c = 9 * spread;
    const int d = 2 * spread, e = 8 * spread, g = 3 * spread;
    // Cells of one face: 0 (a b c), 1 (d e g), 2 (c b a), 3 (g d e),
    // 4 (b a c), 5 (e g d), 6 (d g e).
    const std::vector<int> faces{a, b, c, d, e, g, c, b, a, g, d,
                                 e, b, a, c, e, g, d, d, g, e};
    try {
      matchSharedFaces(faces, 3, 1, "m.msh", "face", "tet");
      FAIL() << "no error";
    } catch (const std::invalid_argument &err) {
      EXPECT_EQ(std::string(err.what()),
                "m.msh: face (" + std::to_string(d) + ", " + std::to_string(g) +
                    ", " + std::to_string(e) +
                    ") is shared by 4 tets (non-manifold), e.g. tet 1");
    }
  }
}

TEST(SharedFaces, RejectsBadFaceSizes) {
  EXPECT_THROW(matchSharedFaces({1, 2, 3}, 2, 1, "m", "edge", "triangle"),
               std::invalid_argument);
  EXPECT_THROW(matchSharedFaces({1, 2, 3, 4, 5}, 5, 1, "m", "face", "cell"),
               std::invalid_argument);
}

} // namespace
