// The emulation's race detector, including the mutation tests of issue 9:
// a block reduction with a barrier missing, and an increment loop run with a
// wrong colouring, are both reported; their correct versions are not.
#include "loom/cuda/kernel_macros.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace {

using loom::cuda::emulation::RaceReport;
using loom::cuda::emulation::take_race_reports;

struct CudaEmulationRaces : ::testing::Test {
  void SetUp() override {
    take_race_reports();
    loom::cuda::emulation::set_throw_on_race(false);
  }
  void TearDown() override {
    loom::cuda::emulation::set_throw_on_race(true);
    cudaGetLastError();
  }
};

bool mentions(const std::vector<RaceReport> &reports, const std::string &text) {
  for (const auto &r : reports)
    if (r.message.find(text) != std::string::npos)
      return true;
  return false;
}

// The reduction of launch_test with its barrier optional.
template <bool barrier_in_loop>
__global__ void tree_sum(const double *in, double *sums) {
  LOOM_DYNAMIC_SHARED(double, partial);
  unsigned t = threadIdx.x;
  LOOM_SHARED_WRITE(&partial[t]) = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride)
      LOOM_SHARED_WRITE(&partial[t]) += LOOM_SHARED_READ(&partial[t + stride]);
    if (barrier_in_loop)
      __syncthreads();
  }
  if (t == 0)
    LOOM_GLOBAL_WRITE(&sums[blockIdx.x]) = LOOM_SHARED_READ(&partial[0]);
}

TEST_F(CudaEmulationRaces, MissingBarrierInSharedReductionIsReported) {
  std::vector<double> in(2 * 16, 1.0), sums(2);
  LOOM_LAUNCH(tree_sum<true>, 2, 16, 16 * sizeof(double))
  (in.data(), sums.data());
  EXPECT_TRUE(take_race_reports().empty());

  LOOM_LAUNCH(tree_sum<false>, 2, 16, 16 * sizeof(double))
  (in.data(), sums.data());
  auto reports = take_race_reports();
  ASSERT_FALSE(reports.empty());
  // Thread 0 reads partial[8] that thread 8 wrote; thread 4 writes
  // partial[4] that thread 0 read: both in block 0 and in block 1.
  EXPECT_TRUE(mentions(reports, "tree_sum<false>")) << reports[0].message;
  EXPECT_TRUE(mentions(reports, "block (0,0,0)")) << reports[0].message;
  EXPECT_TRUE(mentions(reports, "block (1,0,0)")) << reports[0].message;
  EXPECT_TRUE(mentions(reports, "shared offset ")) << reports[0].message;
}

TEST_F(CudaEmulationRaces, LaunchWithRacesFailsByDefault) {
  loom::cuda::emulation::set_throw_on_race(true);
  std::vector<double> in(16, 1.0), sums(1);
  try {
    LOOM_LAUNCH(tree_sum<false>, 1, 16, 16 * sizeof(double))
    (in.data(), sums.data());
    FAIL() << "no error";
  } catch (const std::runtime_error &e) {
    EXPECT_NE(std::string(e.what()).find("data race"), std::string::npos);
  }
  EXPECT_EQ(cudaGetLastError(), cudaErrorLaunchFailure);
  EXPECT_FALSE(take_race_reports().empty());
}

// Edges incrementing their two nodes, one launch per colour: the shape of a
// globally coloured indirect-increment loop.
__global__ void increment_nodes(const int *edge_nodes, const int *edges,
                                int count, double *node_values) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  int e = edges[i];
  LOOM_GLOBAL_WRITE(&node_values[edge_nodes[2 * e]]) += 1.0;
  LOOM_GLOBAL_WRITE(&node_values[edge_nodes[2 * e + 1]]) += 1.0;
}

std::size_t run_coloured(const std::vector<std::vector<int>> &colours,
                         std::vector<double> &nodes) {
  // A ring of 8 nodes and 8 edges.
  std::vector<int> edge_nodes;
  for (int e = 0; e < 8; ++e) {
    edge_nodes.push_back(e);
    edge_nodes.push_back((e + 1) % 8);
  }
  std::size_t races = 0;
  for (const auto &colour : colours) {
    LOOM_LAUNCH(increment_nodes, 2, 2, 0)
    (edge_nodes.data(), colour.data(), static_cast<int>(colour.size()),
     nodes.data());
    races += take_race_reports().size();
  }
  return races;
}

TEST_F(CudaEmulationRaces, WrongColouringIsReported) {
  std::vector<double> nodes(8, 0.0);
  EXPECT_EQ(run_coloured({{0, 2, 4, 6}, {1, 3, 5, 7}}, nodes), 0u);
  for (double v : nodes)
    EXPECT_EQ(v, 2.0);

  // Edges 1 and 2 share node 2; edge 2 and 3 share node 3 (same block).
  nodes.assign(8, 0.0);
  std::vector<RaceReport> all;
  EXPECT_GT(run_coloured({{0, 4, 1, 2}, {3, 5, 6, 7}}, nodes), 0u);
}

TEST_F(CudaEmulationRaces, ReportNamesBothWritersAndTheAddress) {
  std::vector<double> nodes(8, 0.0);
  std::vector<int> edge_nodes{0, 1, 1, 2}, edges{0, 1};
  // One thread per block: the two edges sharing node 1 are in two blocks.
  LOOM_LAUNCH(increment_nodes, 2, 1, 0)
  (edge_nodes.data(), edges.data(), 2, nodes.data());
  auto reports = take_race_reports();
  ASSERT_EQ(reports.size(), 1u);
  const std::string &m = reports[0].message;
  EXPECT_NE(m.find("kernel 'increment_nodes'"), std::string::npos) << m;
  EXPECT_NE(m.find("block (1,0,0) thread (0,0,0)"), std::string::npos) << m;
  EXPECT_NE(m.find("block (0,0,0) thread (0,0,0)"), std::string::npos) << m;
  std::ostringstream address;
  address << std::hex << reinterpret_cast<std::uintptr_t>(&nodes[1]);
  EXPECT_NE(m.find("0x" + address.str()), std::string::npos) << m;
}

// Threads of one block writing one global element in different barrier
// intervals are ordered; in the same interval they race.
template <bool separated> __global__ void write_in_turn(double *value) {
  if (threadIdx.x == 0)
    LOOM_GLOBAL_WRITE(value) = 1.0;
  if (separated)
    __syncthreads();
  if (threadIdx.x == 1)
    LOOM_GLOBAL_WRITE(value) = 2.0;
}

TEST_F(CudaEmulationRaces, BarrierOrdersGlobalWritesWithinABlock) {
  double value = 0;
  LOOM_LAUNCH(write_in_turn<true>, 1, 2, 0)(&value);
  EXPECT_TRUE(take_race_reports().empty());
  EXPECT_EQ(value, 2.0);
  LOOM_LAUNCH(write_in_turn<false>, 1, 2, 0)(&value);
  EXPECT_EQ(take_race_reports().size(), 1u);
}

__global__ void read_outside_shared(double *) {
  LOOM_DYNAMIC_SHARED(double, staged);
  (void)LOOM_SHARED_READ(&staged[threadIdx.x]);
}

TEST_F(CudaEmulationRaces, SharedAccessBeyondTheBlockAllocationFails) {
  EXPECT_THROW(
      LOOM_LAUNCH(read_outside_shared, 1, 4, 2 * sizeof(double))(nullptr),
      std::out_of_range);
}

} // namespace
