// checkLayouts can fail: each test breaks one invariant of a correct layout
// of the 8 x 6 quad grid (in two block parts) and expects the violation
// named, and the simulated owner-compute run to go wrong where it should.
#include "owner_compute.h"
#include "partitioned_mesh.h"
#include "small_meshes.h"

#include "loom/core/error.h"
#include "loom/distributed/rank_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace dist = loom::distributed;
using namespace loom_test;

namespace {

class LayoutMutation : public testing::Test {
protected:
  void SetUp() override {
    p = partitionMesh(mesh, kPecell, PartMethod::Block, 2);
    ASSERT_EQ(dist::checkLayouts(mesh, p.owners, p.layouts), "");
    ASSERT_FALSE(p.layouts[0].sets[kEdges].exec.empty());
    ASSERT_FALSE(p.layouts[0].sets[kNodes].nonexec.empty());
  }
  std::string check() const {
    return dist::checkLayouts(mesh, p.owners, p.layouts);
  }
  // The first map (in declaration order) through which edge `e` reaches an
  // element owned by `rank`.
  std::string firstMapReachingOwned(int e, int rank) const {
    for (const dist::GlobalMap &m : mesh.maps)
      if (m.from == kEdges)
        for (int i = 0; i < m.dim; ++i)
          if (p.owners[m.to][m.entries[e * m.dim + i]] == rank)
            return m.name;
    return "";
  }
  dist::GlobalMesh mesh = quadGridMesh(8, 6);
  PartitionedMesh p;
};

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

} // namespace

TEST_F(LayoutMutation, DroppedExecuteHaloEdgeIsReported) {
  std::vector<int> &exec = p.layouts[0].sets[kEdges].exec;
  const int edge = exec.front();
  exec.erase(exec.begin());
  const std::string why = check();
  EXPECT_TRUE(contains(why, "map '" + firstMapReachingOwned(edge, 0) +
                                "': element " + std::to_string(edge) +
                                " reaches owned element"))
      << why;
  EXPECT_TRUE(contains(why, "of process 0 but does not run there")) << why;
  // The increments it would have made to process 0's cells are missing.
  EXPECT_TRUE(contains(simulateOwnerCompute(mesh, p.layouts), "increments"));
}

TEST_F(LayoutMutation, ExecuteHaloEdgeMovedToNonExecuteHaloIsReported) {
  dist::SetLayout &edges = p.layouts[0].sets[kEdges];
  const int edge = edges.exec.back();
  edges.exec.pop_back();
  edges.nonexec.push_back(edge);
  const std::string why = check();
  EXPECT_TRUE(contains(why, "map '" + firstMapReachingOwned(edge, 0) +
                                "': element " + std::to_string(edge)))
      << why;
  EXPECT_TRUE(contains(why, "does not run there")) << why;
}

TEST_F(LayoutMutation, DroppedNonExecuteHaloNodeIsReported) {
  std::vector<int> &nonexec = p.layouts[1].sets[kNodes].nonexec;
  const int node = nonexec.front();
  nonexec.erase(nonexec.begin());
  const std::string why = check();
  EXPECT_TRUE(contains(why, "runs on process 1 but its target " +
                                std::to_string(node) + " is not held there"))
      << why;
  EXPECT_TRUE(contains(why, "map '")) << why;
  // Its local map cannot be built.
  bool threw = false;
  for (int mi : {kPedge, kPbedge, kPcell})
    try {
      dist::localMapEntries(mesh, p.layouts[1], mi);
    } catch (const loom::Error &e) {
      threw = true;
      EXPECT_TRUE(contains(e.what(), "process 1 does not hold")) << e.what();
    }
  EXPECT_TRUE(threw);
}

TEST_F(LayoutMutation, CellOwnedByTwoProcessesIsReported) {
  const int cell = p.layouts[1].sets[kCells].owned.front();
  p.layouts[0].sets[kCells].owned.push_back(cell);
  EXPECT_EQ(check(), "set 'cells' element " + std::to_string(cell) +
                         ": held as owned by process 0 but owned by 1");
}

TEST_F(LayoutMutation, CellOwnedByNoProcessIsReported) {
  std::vector<int> &owned = p.layouts[1].sets[kCells].owned;
  const int cell = owned.back();
  owned.pop_back();
  EXPECT_EQ(check(), "set 'cells' element " + std::to_string(cell) +
                         ": owned by 0 processes");
}

TEST_F(LayoutMutation, ElementHeldTwiceIsReported) {
  // An execute-halo edge listed twice would run twice: its increments to
  // owned cells would count double.
  dist::SetLayout &edges = p.layouts[0].sets[kEdges];
  edges.exec.push_back(edges.exec.front());
  const std::string why = check();
  EXPECT_TRUE(contains(why, "set 'edges' element " +
                                std::to_string(edges.exec.front())))
      << why;
  EXPECT_TRUE(contains(why, "held twice by process 0")) << why;
  EXPECT_TRUE(contains(simulateOwnerCompute(mesh, p.layouts), "increments"));
}

TEST_F(LayoutMutation, OwnedElementAlsoInAHaloIsReported) {
  dist::SetLayout &nodes = p.layouts[0].sets[kNodes];
  nodes.nonexec.push_back(nodes.owned.front());
  const std::string why = check();
  EXPECT_TRUE(contains(why, "set 'nodes' element " +
                                std::to_string(nodes.owned.front()) +
                                ": held twice by process 0"))
      << why;
}
