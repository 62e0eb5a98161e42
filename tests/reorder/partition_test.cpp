// METIS parts never exceed the block size S, and METIS's tolerance holds
// against the target size S' = floor(S / l).
#include "airfoil_mesh.h"
#include "loom/core/error.h"
#include "loom/reorder/partition.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace loom::reorder;

class Parts : public ::testing::TestWithParam<std::pair<int, double>> {};

TEST_P(Parts, NeverExceedTheBlockSize) {
  const auto [blockSize, imbalance] = GetParam();
  AirfoilMesh m = loadSmallAirfoilMesh();
  MeshGraph g = iterationAdjacency(m.edges, {m.pedge, m.pecell});
  Partition p = partitionGraph(g, blockSize, imbalance);
  std::vector<int> offsets = partOffsets(p);
  ASSERT_EQ(offsets.back(), m.edges->size);
  const int target = static_cast<int>(blockSize / imbalance);
  EXPECT_GE(p.parts, (m.edges->size + target - 1) / target);
  int largest = 0;
  for (int q = 0; q < p.parts; ++q) {
    const int size = offsets[q + 1] - offsets[q];
    EXPECT_GT(size, 0) << "part " << q;
    largest = std::max(largest, size);
  }
  EXPECT_LE(largest, blockSize);
  const double average = double(m.edges->size) / p.parts;
  EXPECT_LE(largest, std::ceil(imbalance * average) + 1);
}

INSTANTIATE_TEST_SUITE_P(Sizes, Parts,
                         ::testing::Values(std::pair{64, 1.05},
                                           std::pair{128, 1.1},
                                           std::pair{448, 1.03}));

TEST(Parts, BadArgumentsAreNamed) {
  MeshGraph g;
  EXPECT_THROW(partitionGraph(g, 0, 1.05), loom::Error);
  EXPECT_THROW(partitionGraph(g, 64, 0.5), loom::Error);
}
