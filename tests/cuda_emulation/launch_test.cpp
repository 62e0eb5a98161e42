// Emulated launches: builtins, barriers, per-block shared memory, atomics
// and launch failures.
#include "loom/cuda/kernel_macros.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace {

__global__ void record_ids(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    LOOM_GLOBAL_WRITE(&out[i]) = i * 10 + static_cast<int>(gridDim.x);
}

TEST(CudaEmulationLaunch, EveryThreadSeesItsBuiltins) {
  std::vector<int> out(70, -1);
  LOOM_LAUNCH(record_ids, dim3(3), dim3(32), 0)(out.data(), 70);
  for (int i = 0; i < 70; ++i)
    EXPECT_EQ(out[i], i * 10 + 3) << i;
}

__global__ void record_2d(unsigned *out) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  LOOM_GLOBAL_WRITE(&out[y * gridDim.x * blockDim.x + x]) = y * 100 + x;
}

TEST(CudaEmulationLaunch, TwoDimensionalGridsAndBlocks) {
  std::vector<unsigned> out(4 * 6);
  LOOM_LAUNCH(record_2d, dim3(2, 3), dim3(2, 2), 0)(out.data());
  for (unsigned y = 0; y < 6; ++y)
    for (unsigned x = 0; x < 4; ++x)
      EXPECT_EQ(out[y * 4 + x], y * 100 + x);
}

// Block tree reduction through dynamic shared memory: correct only if
// __syncthreads() is a real barrier and shared memory is per block.
__global__ void block_sums(const double *in, double *sums) {
  LOOM_DYNAMIC_SHARED(double, partial);
  unsigned t = threadIdx.x;
  LOOM_SHARED_WRITE(&partial[t]) = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride)
      LOOM_SHARED_WRITE(&partial[t]) += LOOM_SHARED_READ(&partial[t + stride]);
    __syncthreads();
  }
  if (t == 0)
    LOOM_GLOBAL_WRITE(&sums[blockIdx.x]) = LOOM_SHARED_READ(&partial[0]);
}

TEST(CudaEmulationLaunch, BarriersMakeBlockTreeReductionsExact) {
  const unsigned blocks = 4, threads = 64;
  std::vector<double> in(blocks * threads), sums(blocks, 0);
  for (unsigned i = 0; i < in.size(); ++i)
    in[i] = i;
  LOOM_LAUNCH(block_sums, blocks, threads, threads * sizeof(double))
  (in.data(), sums.data());
  EXPECT_TRUE(loom::cuda::emulation::take_race_reports().empty());
  for (unsigned b = 0; b < blocks; ++b) {
    double expected = 0;
    for (unsigned t = 0; t < threads; ++t)
      expected += b * threads + t;
    EXPECT_EQ(sums[b], expected) << "block " << b;
  }
}

__global__ void count_atomically(int *counter, double *total, float *low) {
  atomicAdd(counter, 1);
  atomicAdd(total, 0.5);
  atomicMin(low, -static_cast<float>(threadIdx.x));
}

TEST(CudaEmulationLaunch, AtomicsFromAllBlocksAreNotRaces) {
  int counter = 0;
  double total = 0;
  float low = 0;
  LOOM_LAUNCH(count_atomically, 5, 16, 0)(&counter, &total, &low);
  EXPECT_EQ(counter, 80);
  EXPECT_EQ(total, 40.0);
  EXPECT_EQ(low, -15.0f);
}

__global__ void diverging_barrier(int *out) {
  if (threadIdx.x < 4)
    __syncthreads();
  out[0] = 1;
}

TEST(CudaEmulationLaunch, BarrierReachedByPartOfTheBlockFails) {
  int out = 0;
  try {
    LOOM_LAUNCH(diverging_barrier, 1, 8, 0)(&out);
    FAIL() << "no error";
  } catch (const std::runtime_error &e) {
    EXPECT_NE(std::string(e.what()).find("diverging_barrier"),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("4 of 8"), std::string::npos)
        << e.what();
  }
  EXPECT_EQ(cudaGetLastError(), cudaErrorLaunchFailure);
}

__global__ void throwing_after_barrier(int *) {
  __syncthreads();
  if (threadIdx.x == 3)
    throw std::invalid_argument("thread 3 failed");
  __syncthreads();
}

TEST(CudaEmulationLaunch, KernelExceptionsReachTheLauncher) {
  EXPECT_THROW(LOOM_LAUNCH(throwing_after_barrier, 2, 8, 0)(nullptr),
               std::invalid_argument);
  EXPECT_EQ(cudaGetLastError(), cudaErrorLaunchFailure);
}

TEST(CudaEmulationLaunch, BadLaunchConfigurationsAreRejected) {
  int out = 0;
  EXPECT_THROW(LOOM_LAUNCH(record_ids, 1, 2048, 0)(&out, 1),
               std::runtime_error);
  EXPECT_THROW(LOOM_LAUNCH(record_ids, 0, 32, 0)(&out, 1), std::runtime_error);
  EXPECT_EQ(cudaGetLastError(), cudaErrorLaunchFailure);
}

TEST(CudaEmulationLaunch, BuiltinsOutsideAKernelAreAnError) {
  EXPECT_THROW((void)threadIdx.x, std::logic_error);
  EXPECT_THROW(__syncthreads(), std::logic_error);
}

} // namespace
