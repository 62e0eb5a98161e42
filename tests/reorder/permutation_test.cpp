// Every ordering method returns a bijection; bad permutations are rejected.
#include "airfoil_mesh.h"
#include "loom/core/error.h"
#include "loom/reorder/orderings.h"
#include "loom/reorder/partition.h"
#include "loom/reorder/renumber.h"

#include <gtest/gtest.h>

using namespace loom::reorder;

TEST(Permutation, EveryMethodGivesABijection) {
  AirfoilMesh m = loadSmallAirfoilMesh();
  MeshGraph nodes = targetAdjacency(m.pedge);
  EXPECT_TRUE(isBijection(rcmOrdering(nodes)));
  EXPECT_TRUE(isBijection(gpsOrdering(nodes)));
  EXPECT_TRUE(isBijection(lexicographicOrdering(m.pcell)));
  EXPECT_TRUE(isBijection(randomPermutation(1000, 7)));
  MeshGraph edges = iterationAdjacency(m.edges, {m.pedge, m.pecell});
  Partition part = partitionGraph(edges, 128, 1.05);
  Permutation byParts = partitionOrdering(part);
  EXPECT_TRUE(isBijection(byParts));
  std::vector<int> blockOf(part.partOf.size());
  for (size_t i = 0; i < byParts.size(); ++i)
    blockOf[byParts[i]] = part.partOf[i];
  loom::renumber(*m.ctx, m.edges, byParts);
  EXPECT_TRUE(isBijection(blockSetOrdering(m.pecell, blockOf)));
}

TEST(Permutation, RenumberRejectsANonBijection) {
  AirfoilMesh m = loadSmallAirfoilMesh();
  Permutation p = identityPermutation(m.nodes->size);
  p[1] = 0;
  try {
    loom::renumber(*m.ctx, m.nodes, p);
    FAIL() << "accepted a repeated entry";
  } catch (const loom::Error &e) {
    EXPECT_NE(std::string(e.what()).find("entry 1 = 0 repeats"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(loom::renumber(*m.ctx, m.nodes, Permutation(3, 0)), loom::Error);
  EXPECT_EQ(checkAgainstOriginal(m), "");
}

TEST(Permutation, InverseAndCompose) {
  Permutation p = randomPermutation(50, 3), q = randomPermutation(50, 4);
  Permutation pq = composePermutations(p, q);
  EXPECT_EQ(composePermutations(p, inversePermutation(p)),
            identityPermutation(50));
  for (int i = 0; i < 50; ++i)
    EXPECT_EQ(pq[i], q[p[i]]);
}
