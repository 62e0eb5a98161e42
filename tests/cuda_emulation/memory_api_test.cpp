// The emulated CUDA memory, error and event API.
#include "loom/cuda/kernel_macros.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

__constant__ double scale[2];

TEST(CudaEmulationMemory, CopiesRoundTripAndSymbolsTakeValues) {
  std::vector<double> host{1, 2, 3, 4}, back(4, 0);
  double *device = nullptr;
  ASSERT_EQ(cudaMalloc(&device, 4 * sizeof(double)), cudaSuccess);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(device) % 256, 0u);
  ASSERT_EQ(cudaMemcpy(device, host.data(), 4 * sizeof(double),
                       cudaMemcpyHostToDevice),
            cudaSuccess);
  ASSERT_EQ(cudaMemset(device + 3, 0, sizeof(double)), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(back.data(), device, 4 * sizeof(double),
                       cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(back, (std::vector<double>{1, 2, 3, 0}));
  EXPECT_EQ(cudaFree(device), cudaSuccess);

  double values[2] = {0.5, 4.0};
  ASSERT_EQ(cudaMemcpyToSymbol(scale, values, sizeof values), cudaSuccess);
  EXPECT_EQ(scale[1], 4.0);
}

// What LOOM_EMULATED_LEAK_CHECK counts: buffers allocated and not freed.
TEST(CudaEmulationMemory, LiveAllocationsAreCounted) {
  const long before = loom::cuda::emulation::live_allocations();
  void *a = nullptr, *b = nullptr;
  ASSERT_EQ(cudaMalloc(&a, 16), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&b, 0), cudaSuccess);
  EXPECT_EQ(loom::cuda::emulation::live_allocations(), before + 2);
  ASSERT_EQ(cudaFree(a), cudaSuccess);
  ASSERT_EQ(cudaFree(nullptr), cudaSuccess); // frees nothing
  EXPECT_EQ(loom::cuda::emulation::live_allocations(), before + 1);
  ASSERT_EQ(cudaFree(b), cudaSuccess);
  EXPECT_EQ(loom::cuda::emulation::live_allocations(), before);
}

TEST(CudaEmulationMemory, ErrorsAreStickyUntilRead) {
  EXPECT_EQ(cudaMemcpy(nullptr, nullptr, 8, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument");
}

TEST(CudaEmulationMemory, EventsMeasureElapsedTime) {
  cudaEvent_t start, end;
  ASSERT_EQ(cudaEventCreate(&start), cudaSuccess);
  ASSERT_EQ(cudaEventCreate(&end), cudaSuccess);
  float ms = -1;
  EXPECT_EQ(cudaEventElapsedTime(&ms, start, end), cudaErrorInvalidValue);
  cudaGetLastError();
  ASSERT_EQ(cudaEventRecord(start), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(end), cudaSuccess);
  ASSERT_EQ(cudaEventSynchronize(end), cudaSuccess);
  ASSERT_EQ(cudaEventElapsedTime(&ms, start, end), cudaSuccess);
  EXPECT_GE(ms, 0.0f);
  cudaEventDestroy(start);
  cudaEventDestroy(end);
}

} // namespace
