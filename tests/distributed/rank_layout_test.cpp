// runtime/distributed/rank_layout: owned, execute-halo and non-execute-halo
// elements of every process and the local maps, on an 8 x 6 quad grid in
// the shape of Airfoil, partitioned by blocks, scattered parts and METIS
// into 2, 3 and 4 parts.
#include "owner_compute.h"
#include "partitioned_mesh.h"
#include "small_meshes.h"

#include "loom/distributed/rank_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

namespace dist = loom::distributed;
using namespace loom_test;

namespace {

class QuadGridLayout
    : public testing::TestWithParam<std::tuple<PartMethod, int>> {
protected:
  void SetUp() override {
    mesh = quadGridMesh(8, 6);
    nparts = std::get<1>(GetParam());
    p = partitionMesh(mesh, kPecell, std::get<0>(GetParam()), nparts);
  }
  dist::GlobalMesh mesh;
  int nparts = 0;
  PartitionedMesh p;
};

std::string
paramName(const testing::TestParamInfo<std::tuple<PartMethod, int>> &info) {
  return std::string(partMethodName(std::get<0>(info.param))) + "_" +
         std::to_string(std::get<1>(info.param)) + "_parts";
}

} // namespace

TEST_P(QuadGridLayout, CheckLayoutsFindsNoViolation) {
  EXPECT_EQ(dist::checkLayouts(mesh, p.owners, p.layouts), "");
}

TEST_P(QuadGridLayout, EveryElementIsOwnedOnceOverAllProcesses) {
  for (size_t s = 0; s < mesh.setSizes.size(); ++s) {
    std::vector<int> count(mesh.setSizes[s], 0);
    for (const dist::RankLayout &l : p.layouts)
      for (int e : l.sets[s].owned) {
        EXPECT_EQ(p.owners[s][e], l.rank) << mesh.setNames[s] << " " << e;
        ++count[e];
      }
    for (int e = 0; e < mesh.setSizes[s]; ++e)
      EXPECT_EQ(count[e], 1) << mesh.setNames[s] << " element " << e;
  }
}

TEST_P(QuadGridLayout, HalosHoldElementsOwnedElsewhereOnceEach) {
  for (const dist::RankLayout &l : p.layouts) {
    ASSERT_EQ(l.sets.size(), mesh.setSizes.size());
    for (size_t s = 0; s < mesh.setSizes.size(); ++s) {
      const dist::SetLayout &sl = l.sets[s];
      for (const std::vector<int> *halo : {&sl.exec, &sl.nonexec})
        for (int e : *halo)
          EXPECT_NE(p.owners[s][e], l.rank)
              << mesh.setNames[s] << " element " << e << " on " << l.rank;
      std::vector<int> held = sl.localToGlobal();
      ASSERT_EQ(held.size(),
                sl.owned.size() + sl.exec.size() + sl.nonexec.size());
      std::sort(held.begin(), held.end());
      EXPECT_EQ(std::adjacent_find(held.begin(), held.end()), held.end())
          << mesh.setNames[s] << " held twice on " << l.rank;
    }
  }
}

TEST_P(QuadGridLayout, GroupsAreInOrderOfOwnerThenElement) {
  for (const dist::RankLayout &l : p.layouts)
    for (size_t s = 0; s < mesh.setSizes.size(); ++s) {
      const dist::SetLayout &sl = l.sets[s];
      // Owned: the core, then the rest, each in element order.
      ASSERT_LE(sl.core, static_cast<int>(sl.owned.size()));
      EXPECT_TRUE(std::is_sorted(sl.owned.begin(), sl.owned.begin() + sl.core));
      EXPECT_TRUE(std::is_sorted(sl.owned.begin() + sl.core, sl.owned.end()));
      for (const std::vector<int> *halo : {&sl.exec, &sl.nonexec})
        EXPECT_TRUE(std::is_sorted(halo->begin(), halo->end(),
                                   [&](int a, int b) {
                                     const auto &o = p.owners[s];
                                     return std::pair{o[a], a} <
                                            std::pair{o[b], b};
                                   }))
            << mesh.setNames[s] << " on " << l.rank;
    }
}

// The core reaches only owned elements through every map; every owned
// element after it reaches some element owned elsewhere.
TEST_P(QuadGridLayout, CoreElementsReachOnlyOwnedElements) {
  for (const dist::RankLayout &l : p.layouts)
    for (size_t s = 0; s < mesh.setSizes.size(); ++s) {
      const dist::SetLayout &sl = l.sets[s];
      for (size_t i = 0; i < sl.owned.size(); ++i) {
        const int e = sl.owned[i];
        bool reachesOther = false;
        for (const dist::GlobalMap &m : mesh.maps)
          if (m.from == static_cast<int>(s))
            for (int k = 0; k < m.dim; ++k)
              reachesOther = reachesOther ||
                             p.owners[m.to][m.entries[e * m.dim + k]] != l.rank;
        EXPECT_EQ(reachesOther, static_cast<int>(i) >= sl.core)
            << mesh.setNames[s] << " element " << e << " on " << l.rank;
      }
    }
}

TEST_P(QuadGridLayout, LocalMapsHaveARowPerExecutedElementInsideHeldTargets) {
  for (const dist::RankLayout &l : p.layouts)
    for (size_t mi = 0; mi < mesh.maps.size(); ++mi) {
      const dist::GlobalMap &m = mesh.maps[mi];
      const dist::SetLayout &from = l.sets[m.from], &to = l.sets[m.to];
      const std::vector<int> local =
          dist::localMapEntries(mesh, l, static_cast<int>(mi));
      EXPECT_EQ(local.size(), (from.owned.size() + from.exec.size()) * m.dim)
          << m.name << " on " << l.rank;
      const int held = static_cast<int>(to.owned.size() + to.exec.size() +
                                        to.nonexec.size());
      for (int t : local) {
        EXPECT_GE(t, 0) << m.name;
        EXPECT_LT(t, held) << m.name << " on " << l.rank;
      }
    }
}

TEST_P(QuadGridLayout, ExecuteHaloIsExactlyWhatReachesOwnedElements) {
  // An element owned elsewhere is in the execute halo iff one of its maps
  // reaches an element this process owns.
  for (const dist::RankLayout &l : p.layouts)
    for (size_t s = 0; s < mesh.setSizes.size(); ++s) {
      std::vector<int> expected;
      for (int e = 0; e < mesh.setSizes[s]; ++e) {
        if (p.owners[s][e] == l.rank)
          continue;
        bool reaches = false;
        for (const dist::GlobalMap &m : mesh.maps)
          if (m.from == static_cast<int>(s))
            for (int i = 0; i < m.dim; ++i)
              reaches |= p.owners[m.to][m.entries[e * m.dim + i]] == l.rank;
        if (reaches)
          expected.push_back(e);
      }
      std::vector<int> exec = l.sets[s].exec;
      std::sort(exec.begin(), exec.end());
      EXPECT_EQ(exec, expected) << mesh.setNames[s] << " on " << l.rank;
    }
}

TEST_P(QuadGridLayout, OwnerComputeIncrementsMatchTheSerialRun) {
  EXPECT_EQ(simulateOwnerCompute(mesh, p.layouts), "");
}

INSTANTIATE_TEST_SUITE_P(Partitions, QuadGridLayout,
                         testing::Combine(testing::Values(PartMethod::Block,
                                                          PartMethod::Scattered,
                                                          PartMethod::Metis),
                                          testing::Values(2, 3, 4)),
                         paramName);

TEST(RankLayout, OneProcessOwnsEverythingAndHasNoHalo) {
  const dist::GlobalMesh mesh = quadGridMesh(8, 6);
  const PartitionedMesh p = partitionMesh(mesh, kPecell, PartMethod::Block, 1);
  ASSERT_EQ(p.layouts.size(), 1u);
  for (size_t s = 0; s < mesh.setSizes.size(); ++s) {
    EXPECT_EQ(static_cast<int>(p.layouts[0].sets[s].owned.size()),
              mesh.setSizes[s]);
    EXPECT_TRUE(p.layouts[0].sets[s].exec.empty());
    EXPECT_TRUE(p.layouts[0].sets[s].nonexec.empty());
  }
  for (size_t mi = 0; mi < mesh.maps.size(); ++mi)
    EXPECT_EQ(dist::localMapEntries(mesh, p.layouts[0], static_cast<int>(mi)),
              mesh.maps[mi].entries);
  EXPECT_EQ(dist::checkLayouts(mesh, p.owners, p.layouts), "");
}

TEST(RankLayout, RowOfCellsSplitInTwoHasTheHalosOfOP2) {
  // Cells 0..4 on process 0, 5..9 on process 1; edge 4 (cells 4, 5) goes
  // with cell 4: process 1 executes it too and reads cell 4.
  const dist::GlobalMesh mesh = lineMesh(10);
  const PartitionedMesh p = partitionMesh(mesh, 0, dist::blockParts(10, 2), 2);
  const dist::SetLayout &cells0 = p.layouts[0].sets[0],
                        &edges0 = p.layouts[0].sets[1],
                        &cells1 = p.layouts[1].sets[0],
                        &edges1 = p.layouts[1].sets[1];
  EXPECT_EQ(edges0.owned, (std::vector<int>{0, 1, 2, 3, 4}));
  EXPECT_TRUE(edges0.exec.empty());
  EXPECT_EQ(cells0.nonexec, (std::vector<int>{5}));
  EXPECT_EQ(edges1.owned, (std::vector<int>{5, 6, 7, 8}));
  EXPECT_EQ(edges1.exec, (std::vector<int>{4}));
  EXPECT_TRUE(cells1.exec.empty());
  EXPECT_EQ(cells1.nonexec, (std::vector<int>{4}));
  // Process 1's local cells: 5..9 then 4; edge 4 runs last.
  EXPECT_EQ(dist::localMapEntries(mesh, p.layouts[1], 0),
            (std::vector<int>{0, 1, 1, 2, 2, 3, 3, 4, 5, 0}));
}
