// CUDA emulation layer (test harness, not a performance path): the part of
// the CUDA runtime API that Loom's generated code calls, on host memory.
// Errors are sticky per process as in CUDA: cudaGetLastError returns and
// clears the last one.
#pragma once

#include <cstddef>

enum cudaError_t {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorNotReady = 600,
  cudaErrorLaunchFailure = 719,
};

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
};

// An event records the host clock when it is recorded (all emulated work is
// synchronous, so that is when the work before it has finished).
struct LoomEmulatedEvent;
using cudaEvent_t = LoomEmulatedEvent *;
using cudaStream_t = void *;

// Device attributes and kernel attributes the generated code queries / sets.
// The emulated device reports an H100's limits (227 KiB of shared memory
// per block after opting in), or LOOM_EMULATED_SHARED_MEMORY bytes (tests
// of what the generated code does on a smaller device; 1 to 232448, and
// any other value but an empty one ends the program with one line).
enum cudaDeviceAttr { cudaDevAttrMaxSharedMemoryPerBlockOptin = 97 };
enum cudaFuncAttribute { cudaFuncAttributeMaxDynamicSharedMemorySize = 8 };
namespace loom::cuda::emulation {
int shared_memory_per_block();
// Device buffers allocated and not yet freed. With
// LOOM_EMULATED_LEAK_CHECK=1 in the environment, a program that ends with
// any says so in one line (loom: error: ...) and exits 1: how the tests see
// that op_exit frees the device memory. A value other than 0, 1 or empty
// ends the program with one line.
long live_allocations();

// What the program asked of the emulated device, counted since the start or
// the last reset: how the tests see that a loop's steady-state call copies
// nothing and waits for nothing (docs/cuda.md, "The host path").
struct Counters {
  long blockingCalls = 0; // calls that wait for the device: cudaMemcpy
                          // (synchronous copies), cudaDeviceSynchronize,
                          // cudaEventSynchronize
  long copies = 0;        // host<->device copies, synchronous or not
  long bytesToDevice = 0, bytesToHost = 0;
  long launches = 0;
};
const Counters &counters();
void reset_counters();
// Counted by the launch code.
void count_launch();
} // namespace loom::cuda::emulation

cudaError_t cudaMalloc(void **pointer, std::size_t bytes);
template <typename T> cudaError_t cudaMalloc(T **pointer, std::size_t bytes) {
  return cudaMalloc(reinterpret_cast<void **>(pointer), bytes);
}
cudaError_t cudaFree(void *pointer);
cudaError_t cudaMemcpy(void *destination, const void *source, std::size_t bytes,
                       cudaMemcpyKind kind);
// In stream order (the default stream only). Emulated work is synchronous,
// so an asynchronous copy is done when it returns; it is not counted as a
// blocking call.
cudaError_t cudaMemcpyAsync(void *destination, const void *source,
                            std::size_t bytes, cudaMemcpyKind kind,
                            cudaStream_t stream = nullptr);
cudaError_t cudaMemset(void *destination, int value, std::size_t bytes);
// Symbols are ordinary variables under emulation (__constant__ is empty).
template <typename T>
cudaError_t cudaMemcpyToSymbol(T &symbol, const void *source, std::size_t bytes,
                               std::size_t offset = 0,
                               cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return cudaMemcpy(reinterpret_cast<char *>(&symbol) + offset, source, bytes,
                    kind);
}
template <typename T>
cudaError_t
cudaMemcpyToSymbolAsync(T &symbol, const void *source, std::size_t bytes,
                        std::size_t offset = 0,
                        cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                        cudaStream_t stream = nullptr) {
  return cudaMemcpyAsync(reinterpret_cast<char *>(&symbol) + offset, source,
                         bytes, kind, stream);
}
cudaError_t cudaDeviceSynchronize();
cudaError_t cudaGetDevice(int *device);
cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attribute,
                                   int device);
// Accepted for any kernel; values above the device's limit are an error.
template <typename Kernel>
cudaError_t cudaFuncSetAttribute(Kernel *, cudaFuncAttribute, int value) {
  return value < 0 || value > loom::cuda::emulation::shared_memory_per_block()
             ? cudaErrorInvalidValue
             : cudaSuccess;
}
cudaError_t cudaGetLastError();
cudaError_t cudaPeekAtLastError();
const char *cudaGetErrorString(cudaError_t error);

cudaError_t cudaEventCreate(cudaEvent_t *event);
cudaError_t cudaEventDestroy(cudaEvent_t event);
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = nullptr);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
// cudaSuccess once the event's work is done (at once under emulation, for a
// recorded event), cudaErrorNotReady before it is recorded. Never blocks.
cudaError_t cudaEventQuery(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float *milliseconds, cudaEvent_t start,
                                 cudaEvent_t end);

namespace loom::cuda::emulation {
// Sets the sticky error (a failed launch does).
void set_last_error(cudaError_t error);
} // namespace loom::cuda::emulation
