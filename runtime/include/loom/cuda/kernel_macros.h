// The macros Loom's generated CUDA code uses for everything that differs
// between nvcc and the emulation layer (loom/cuda/emulation.h, a test
// harness): launches, dynamic shared memory and the observed accesses that
// the emulation's race detector checks. Under nvcc the accessors are plain
// accesses.
//   LOOM_LAUNCH(kernel, grid, block, shared_bytes)(args...);
//   LOOM_DYNAMIC_SHARED(type, name);    // per-block dynamic shared memory
//   LOOM_SHARED_READ(pointer)           // value of *pointer (shared memory)
//   LOOM_SHARED_WRITE(pointer)          // *pointer as an lvalue (shared)
//   LOOM_GLOBAL_WRITE(pointer)          // *pointer as an lvalue (global)
#pragma once

#ifdef __CUDACC__

#define LOOM_LAUNCH(kernel, grid, block, shared_bytes)                         \
  kernel<<<(grid), (block), (shared_bytes)>>>
#define LOOM_DYNAMIC_SHARED(type, name)                                        \
  extern __shared__ __align__(16) unsigned char loom_dynamic_shared_bytes[];   \
  type *name = reinterpret_cast<type *>(loom_dynamic_shared_bytes)
#define LOOM_SHARED_READ(pointer) (*(pointer))
#define LOOM_SHARED_WRITE(pointer) (*(pointer))
#define LOOM_GLOBAL_WRITE(pointer) (*(pointer))

#else

#include "loom/cuda/emulation.h"

#define LOOM_LAUNCH(kernel, grid, block, shared_bytes)                         \
  ::loom::cuda::emulation::launch(#kernel, kernel, (grid), (block),            \
                                  (shared_bytes))
#define LOOM_DYNAMIC_SHARED(type, name)                                        \
  type *name =                                                                 \
      static_cast<type *>(::loom::cuda::emulation::dynamic_shared_memory())

namespace loom::cuda::emulation {
template <typename T> inline T shared_read(T *pointer) {
  note_shared_access(pointer, sizeof(T), false);
  return *pointer;
}
template <typename T> inline T &shared_write(T *pointer) {
  note_shared_access(pointer, sizeof(T), true);
  return *pointer;
}
template <typename T> inline T &global_write(T *pointer) {
  note_global_write(pointer);
  return *pointer;
}
} // namespace loom::cuda::emulation

#define LOOM_SHARED_READ(pointer) ::loom::cuda::emulation::shared_read(pointer)
#define LOOM_SHARED_WRITE(pointer)                                             \
  ::loom::cuda::emulation::shared_write(pointer)
#define LOOM_GLOBAL_WRITE(pointer)                                             \
  ::loom::cuda::emulation::global_write(pointer)

#endif
