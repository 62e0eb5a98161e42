// OP2's grid_small.dat (11,250 cells) partitioned through pecell with METIS
// into 2, 3 and 4 parts, as Airfoil's op_partition does: the layouts are
// consistent, a simulated owner-compute run matches the serial one, and
// the partition quality is bounded (cells balanced within 5%, fewer than
// 5% of the cell graph's edges cut).
#include "loom/airfoil_mesh/airfoil_global_mesh.h"
#include "owner_compute.h"
#include "partitioned_mesh.h"
#include "small_meshes.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/distributed/partition_quality.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace dist = loom::distributed;
using namespace loom_test;

namespace {

const dist::GlobalMesh &gridSmall() {
  static const dist::GlobalMesh mesh = loom::io::airfoilGlobalMesh(
      loom::io::readAirfoilGrid(LOOM_TEST_MESHES "/grid_small.dat"));
  return mesh;
}

class AirfoilPartition : public testing::TestWithParam<int> {};

} // namespace

TEST_P(AirfoilPartition, MetisLayoutsAreConsistentAndQualityBounded) {
  const dist::GlobalMesh &mesh = gridSmall();
  ASSERT_EQ(mesh.setSizes[kCells], 11250);
  const int nparts = GetParam();
  const std::vector<int> parts =
      partsOf(mesh, kPecell, PartMethod::Metis, nparts);
  const PartitionedMesh p = partitionMesh(mesh, kCells, parts, nparts);
  EXPECT_EQ(dist::checkLayouts(mesh, p.owners, p.layouts), "");
  EXPECT_EQ(simulateOwnerCompute(mesh, p.layouts), "");
  const dist::PartitionQuality q = dist::partitionQuality(
      mesh, dist::targetGraph(mesh, kPecell), parts, p.owners, p.layouts);
  // The cell graph: one edge per interior edge of the mesh.
  EXPECT_EQ(q.graphEdges, mesh.setSizes[kEdges]);
  EXPECT_GE(q.imbalance[kCells], 1.0);
  EXPECT_LE(q.imbalance[kCells], 1.05);
  EXPECT_GT(q.edgeCut, 0);
  EXPECT_LT(q.edgeCut, q.graphEdges / 20);
  for (int r = 0; r < nparts; ++r) {
    EXPECT_GT(q.exec[r], 0) << "process " << r;
    EXPECT_LT(q.exec[r] + q.nonexec[r], q.owned[r] / 10) << "process " << r;
  }
  std::printf("grid_small, METIS into %d: edge cut %lld of %lld, cell "
              "imbalance %.4f\n",
              nparts, q.edgeCut, q.graphEdges, q.imbalance[kCells]);
}

INSTANTIATE_TEST_SUITE_P(GridSmall, AirfoilPartition, testing::Values(2, 3, 4));
