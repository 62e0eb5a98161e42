// runtime/distributed/partition_quality: edge cut, imbalance and halo
// sizes, exact on small meshes, and METIS against blocks and scattered
// parts on a quad grid.
#include "partitioned_mesh.h"
#include "small_meshes.h"

#include "loom/distributed/metis_parts.h"
#include "loom/distributed/partition_quality.h"

#include <gtest/gtest.h>

#include <vector>

namespace dist = loom::distributed;
using namespace loom_test;

namespace {

dist::PartitionQuality qualityOf(const dist::GlobalMesh &mesh, int mapIndex,
                                 PartMethod method, int nparts) {
  const std::vector<int> parts = partsOf(mesh, mapIndex, method, nparts);
  const PartitionedMesh p =
      partitionMesh(mesh, mesh.maps[mapIndex].to, parts, nparts);
  return dist::partitionQuality(mesh, dist::targetGraph(mesh, mapIndex), parts,
                                p.owners, p.layouts);
}

} // namespace

TEST(PartitionQuality, OnePartCutsNothingAndHasNoHalo) {
  const dist::GlobalMesh mesh = quadGridMesh(8, 6);
  for (PartMethod method :
       {PartMethod::Block, PartMethod::Scattered, PartMethod::Metis}) {
    const dist::PartitionQuality q = qualityOf(mesh, kPecell, method, 1);
    EXPECT_EQ(q.edgeCut, 0);
    EXPECT_EQ(q.graphEdges, quadGridEdges(8, 6));
    for (double imbalance : q.imbalance)
      EXPECT_DOUBLE_EQ(imbalance, 1.0);
    long long all = 0;
    for (int size : mesh.setSizes)
      all += size;
    EXPECT_EQ(q.owned, (std::vector<long long>{all}));
    EXPECT_EQ(q.exec, (std::vector<long long>{0}));
    EXPECT_EQ(q.nonexec, (std::vector<long long>{0}));
  }
}

TEST(PartitionQuality, BlocksOfARowOfCellsCutOneEdge) {
  const int n = 10;
  const dist::PartitionQuality q =
      qualityOf(lineMesh(n), 0, PartMethod::Block, 2);
  EXPECT_EQ(q.edgeCut, 1);
  EXPECT_EQ(q.graphEdges, n - 1);
  // Cells 5 + 5; edges 5 + 4 (edge 4 goes with cell 4).
  ASSERT_EQ(q.imbalance.size(), 2u);
  EXPECT_DOUBLE_EQ(q.imbalance[0], 1.0);
  EXPECT_DOUBLE_EQ(q.imbalance[1], 5.0 / 4.5);
  EXPECT_EQ(q.owned, (std::vector<long long>{10, 9}));
  EXPECT_EQ(q.exec, (std::vector<long long>{0, 1}));
  EXPECT_EQ(q.nonexec, (std::vector<long long>{1, 1}));
  // Into 5 blocks of 2 cells: 4 cuts.
  EXPECT_EQ(qualityOf(lineMesh(n), 0, PartMethod::Block, 5).edgeCut, 4);
}

TEST(PartitionQuality, ImbalanceIsAtLeastOne) {
  const dist::GlobalMesh mesh = quadGridMesh(8, 6);
  for (PartMethod method :
       {PartMethod::Block, PartMethod::Scattered, PartMethod::Metis})
    for (int nparts : {2, 3, 4, 5}) {
      const dist::PartitionQuality q = qualityOf(mesh, kPecell, method, nparts);
      ASSERT_EQ(q.imbalance.size(), mesh.setSizes.size());
      for (double imbalance : q.imbalance)
        EXPECT_GE(imbalance, 1.0) << partMethodName(method) << " " << nparts;
      EXPECT_EQ(q.owned.size(), static_cast<size_t>(nparts));
      EXPECT_GE(q.edgeCut, nparts - 1);
      EXPECT_LE(q.edgeCut, q.graphEdges);
    }
}

TEST(PartitionQuality, MetisCutsLessThanScatteredPartsAndBalancesCells) {
  const dist::GlobalMesh mesh = quadGridMesh(32, 24);
  const dist::PartitionQuality metis =
      qualityOf(mesh, kPecell, PartMethod::Metis, 4);
  const dist::PartitionQuality block =
      qualityOf(mesh, kPecell, PartMethod::Block, 4);
  const dist::PartitionQuality scattered =
      qualityOf(mesh, kPecell, PartMethod::Scattered, 4);
  EXPECT_LE(metis.imbalance[kCells], 1.1);
  EXPECT_LT(metis.edgeCut, scattered.edgeCut);
  EXPECT_LE(metis.edgeCut, block.edgeCut);
  // Blocks of 6 rows: 3 cuts of 32 edges; scattered parts cut most edges.
  EXPECT_EQ(block.edgeCut, 3 * 32);
  EXPECT_GT(scattered.edgeCut, scattered.graphEdges / 2);
  // Fewer cut edges, smaller halos.
  long long metisHalo = 0, scatteredHalo = 0;
  for (int r = 0; r < 4; ++r) {
    metisHalo += metis.exec[r] + metis.nonexec[r];
    scatteredHalo += scattered.exec[r] + scattered.nonexec[r];
  }
  EXPECT_LT(metisHalo, scatteredHalo);
}

TEST(PartitionQuality, MetisPartsAreDeterministic) {
  const dist::Graph g = dist::targetGraph(quadGridMesh(32, 24), kPecell);
  EXPECT_EQ(dist::metisParts(g, 4), dist::metisParts(g, 4));
}
