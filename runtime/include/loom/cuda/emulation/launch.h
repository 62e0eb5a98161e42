// CUDA emulation layer (test harness, not a performance path): kernel
// launches. Blocks run one after the other; the threads of a block run as
// Boost.Context fibers on the calling thread, each until it reaches
// __syncthreads() or returns, so __syncthreads() is a real barrier. A barrier
// reached by only some of a block's threads is an error (undefined in CUDA).
// threadIdx, blockIdx, blockDim and gridDim name the running fiber's values;
// per-block dynamic shared memory comes from LOOM_DYNAMIC_SHARED.
#pragma once

#include "loom/cuda/emulation/vector_types.h"

#include <cstddef>
#include <functional>
#include <string>
#include <utility>

namespace loom::cuda::emulation {

struct ThreadBuiltins {
  uint3 thread_idx;
  uint3 block_idx;
  dim3 block_dim;
  dim3 grid_dim;
};

// The builtins of the running emulated thread (an error outside a kernel).
const ThreadBuiltins &builtins();
// The running block's dynamic shared memory (16-byte aligned).
void *dynamic_shared_memory();
// __syncthreads().
void barrier();

// Runs body once per thread of every block of the grid; throws
// std::runtime_error (after setting the sticky error) when a kernel throws,
// diverges at a barrier or races.
void run_grid(const std::string &kernel, dim3 grid, dim3 block,
              std::size_t shared_bytes, const std::function<void()> &body);

template <typename Kernel> class Launch {
public:
  Launch(const char *name, Kernel kernel, dim3 grid, dim3 block,
         std::size_t shared_bytes)
      : name_(name), kernel_(kernel), grid_(grid), block_(block),
        shared_bytes_(shared_bytes) {}
  template <typename... Args> void operator()(Args &&...args) const {
    run_grid(name_, grid_, block_, shared_bytes_, [&]() { kernel_(args...); });
  }

private:
  const char *name_;
  Kernel kernel_;
  dim3 grid_, block_;
  std::size_t shared_bytes_;
};

template <typename Kernel>
Launch<Kernel> launch(const char *name, Kernel kernel, dim3 grid, dim3 block,
                      std::size_t shared_bytes) {
  return Launch<Kernel>(name, kernel, grid, block, shared_bytes);
}

} // namespace loom::cuda::emulation

#define threadIdx (::loom::cuda::emulation::builtins().thread_idx)
#define blockIdx (::loom::cuda::emulation::builtins().block_idx)
#define blockDim (::loom::cuda::emulation::builtins().block_dim)
#define gridDim (::loom::cuda::emulation::builtins().grid_dim)

inline void __syncthreads() { ::loom::cuda::emulation::barrier(); }
