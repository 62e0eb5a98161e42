// Loom's CUDA emulation layer: a TEST HARNESS, not a performance path. It
// lets g++ compile the .cu files Loom generates for its CUDA backends and run
// them on the host with the semantics the kernels rely on (blocks, barriers,
// per-block shared memory, atomics, the memory API) and a race detector.
// Generated code includes loom/cuda/kernel_macros.h, which includes this
// header when the compiler is not nvcc. See docs/cuda.md.
#pragma once

#include "loom/cuda/emulation/atomics.h"
#include "loom/cuda/emulation/launch.h"
#include "loom/cuda/emulation/race_detector.h"
#include "loom/cuda/emulation/runtime_api.h"
#include "loom/cuda/emulation/vector_types.h"

#define __global__
#define __device__
#define __host__
#define __constant__
#define __forceinline__ inline
// A function-local __shared__ array would be per fiber (per thread) under
// emulation: shared memory comes only through LOOM_DYNAMIC_SHARED, and a
// __shared__ declaration fails to compile with this name in the message.
#define __shared__ loom_emulation_use_LOOM_DYNAMIC_SHARED_not___shared__

template <typename T> inline T __ldg(const T *address) { return *address; }
