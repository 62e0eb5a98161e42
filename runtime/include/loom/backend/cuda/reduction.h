// Global reductions (OP_INC, OP_MIN, OP_MAX) of CUDA loops: each thread
// accumulates in registers; blockReduce() combines a block's values in
// shared memory (a tree, blockDim.x a power of two) into one partial per
// block; GlobalReduction downloads the partials of each launch and folds
// them into the user's variable in block order, so results do not depend
// on scheduling.
#pragma once

#include "loom/backend/cuda/device_data.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace loom::cuda {

enum ReductionOp { kInc = 0, kMin = 1, kMax = 2 };

template <int Op, typename T> __host__ __device__ inline T combine(T a, T b) {
  if (Op == kInc)
    return a + b;
  if (Op == kMin)
    return b < a ? b : a;
  return b > a ? b : a;
}

// Combines `value` of every thread of the block; thread 0 writes the result
// to `*partial`. `shared` holds blockDim.x values. Every thread must call it.
template <int Op, typename T>
__device__ inline void blockReduce(T *shared, T value, T *partial) {
  const int t = threadIdx.x;
  __syncthreads(); // the buffer may still be read by a previous reduction
  LOOM_SHARED_WRITE(shared + t) = value;
  __syncthreads();
  for (int half = blockDim.x / 2; half > 0; half /= 2) {
    if (t < half)
      LOOM_SHARED_WRITE(shared + t) = combine<Op>(
          LOOM_SHARED_READ(shared + t), LOOM_SHARED_READ(shared + t + half));
    __syncthreads();
  }
  if (t == 0)
    LOOM_GLOBAL_WRITE(partial) = LOOM_SHARED_READ(shared);
}

// The host side of one reduction argument of one loop call.
template <typename T, int Op> class GlobalReduction {
public:
  // Room for `maxBlocks` partials of arg.dim values; scratch slot `slot`.
  GlobalReduction(const op_arg &arg, std::size_t slot, int maxBlocks,
                  char const *loop)
      : arg_(arg), loop_(loop),
        host_(static_cast<std::size_t>(maxBlocks) * arg.dim) {
    partials_ = static_cast<T *>(
        scratch(scratchPool<GlobalReduction>(), slot,
                std::max<std::size_t>(host_.size(), 1) * sizeof(T), loop));
  }

  // Device array of partials: block b's value d at [b * dim + d].
  T *partials() const { return partials_; }

  // After a launch of `blocks` blocks: folds their partials into the
  // user's variable.
  void fold(int blocks) {
    const std::size_t count = static_cast<std::size_t>(blocks) * arg_.dim;
    check(cudaMemcpy(host_.data(), partials_, count * sizeof(T),
                     cudaMemcpyDeviceToHost),
          loop_, "download of reduction partials");
    T *result = reinterpret_cast<T *>(arg_.data);
    for (int b = 0; b < blocks; ++b)
      for (int d = 0; d < arg_.dim; ++d)
        result[d] = combine<Op>(
            result[d], host_[static_cast<std::size_t>(b) * arg_.dim + d]);
  }

private:
  const op_arg &arg_;
  char const *loop_;
  std::vector<T> host_;
  T *partials_ = nullptr;
};

} // namespace loom::cuda
