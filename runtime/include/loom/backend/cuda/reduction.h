// Global reductions (OP_INC, OP_MIN, OP_MAX) of CUDA loops: each thread
// accumulates in registers; blockReduce() combines a block's values in
// shared memory (a tree, blockDim.x a power of two) into one partial per
// block. GlobalReduction keeps the partials of every launch of a call side
// by side on the device; after the last launch one small kernel
// (foldPartials) combines them in a fixed order, and one copy of `dim`
// values brings the result to the host, which combines it into the user's
// variable. The order of every combination is fixed by the plan and the
// block size, so results do not depend on scheduling.
#pragma once

#include "loom/backend/cuda/device_data.h"

#include <algorithm>
#include <cstddef>
#include <exception>
#include <string>
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

// Threads of foldPartials: a power of two, at most 256, enough for
// `count` partials.
inline int foldThreads(int count) {
  int threads = 32;
  while (threads < count && threads < 256)
    threads *= 2;
  return threads;
}

// One block: thread t combines partials t, t + blockDim.x, ... of each value
// d, then the block combines the threads' values into result[d].
template <int Op, typename T>
__global__ void foldPartials(const T *partials, int count, int dim, T *result) {
  LOOM_DYNAMIC_SHARED(T, shared);
  for (int d = 0; d < dim; ++d) {
    // OP_INC starts from zero; OP_MIN/OP_MAX from partial 0 (idempotent).
    T value = Op == kInc ? T(0) : partials[d];
    for (int b = threadIdx.x; b < count; b += blockDim.x)
      value = combine<Op>(value, partials[b * dim + d]);
    blockReduce<Op>(shared, value, result + d);
  }
}

// The host side of one reduction argument of one loop call.
template <typename T, int Op> class GlobalReduction {
public:
  // Room for `maxBlocks` partials of arg.dim values over all the call's
  // launches; scratch slot `slot`.
  GlobalReduction(const op_arg &arg, std::size_t slot, int maxBlocks,
                  char const *loop)
      : arg_(arg), loop_(loop), capacity_(maxBlocks) {
    const std::size_t values =
        std::max<std::size_t>(static_cast<std::size_t>(maxBlocks), 1) *
        static_cast<std::size_t>(arg.dim);
    partials_ = static_cast<T *>(scratch(scratchPool<GlobalReduction>(), slot,
                                         (values + arg.dim) * sizeof(T), loop));
  }

  // Device array where the next launch writes its partials: block b's
  // value d at [b * dim + d].
  T *partials() const {
    return partials_ + static_cast<std::size_t>(used_) * arg_.dim;
  }

  // After a launch of `blocks` blocks.
  void launched(int blocks) {
    used_ += blocks;
    if (used_ > capacity_)
      fatal(std::string("loop '") + loop_ + "': " + std::to_string(used_) +
            " reduction partials exceed the " + std::to_string(capacity_) +
            " made room for");
  }

  // After the last launch: the partials folded on the device, the result
  // copied back (the call's one wait) and combined into the variable.
  void finish() {
    if (used_ == 0)
      return;
    T *result =
        partials_ +
        static_cast<std::size_t>(capacity_ > 0 ? capacity_ : 1) * arg_.dim;
    const int threads = foldThreads(used_);
    auto *kernel = &foldPartials<Op, T>;
    try {
      LOOM_LAUNCH(kernel, 1, threads, threads * sizeof(T))(partials_, used_,
                                                           arg_.dim, result);
    } catch (const std::exception &failure) { // emulation: races, barriers
      launchFailed(loop_, "loom::cuda::foldPartials", failure);
    }
    check(cudaGetLastError(), loop_, "launch of the reduction's fold");
    T host[kMostValues];
    T *values = arg_.dim <= kMostValues ? host : nullptr;
    std::vector<T> many;
    if (!values) {
      many.resize(static_cast<std::size_t>(arg_.dim));
      values = many.data();
    }
    check(cudaMemcpy(values, result, arg_.dim * sizeof(T),
                     cudaMemcpyDeviceToHost),
          loop_, "download of a reduction's result");
    T *variable = reinterpret_cast<T *>(arg_.data);
    for (int d = 0; d < arg_.dim; ++d)
      variable[d] = combine<Op>(variable[d], values[d]);
  }

private:
  static constexpr int kMostValues = 16; // on the stack; more on the heap
  const op_arg &arg_;
  char const *loop_;
  int capacity_;
  int used_ = 0;
  T *partials_ = nullptr; // capacity_ partials, then dim values of result
};

} // namespace loom::cuda
