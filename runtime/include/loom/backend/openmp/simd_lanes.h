// SIMD groups in the openmp backend: within a block of consecutive elements,
// generated loops run the kernel on kLaneGroup elements at a time under
// `#pragma omp simd`, on lane arrays (lane_arrays.h): rows reached through
// maps are gathered and transposed first, increments through maps and
// reductions are staged per lane and added after the group in element
// order. The block's last elements, fewer than a group, run the scalar
// element loop. LOOM_SIMD selects between this and the scalar loop.
#pragma once

#include "loom/backend/openmp/isa_clones.h"
#include "loom/backend/openmp/lane_arrays.h"

namespace loom::openmp {

// LOOM_SIMD as read on this call: 1 (every loop with a SIMD form takes it),
// 0 (none) or -1 when unset; any other value is a fatal error naming it.
int simdSetting();

// Whether the code calling this was compiled with vectors of at least 256
// bits: the CPU runs the x86-64-v3 (AVX2) or x86-64-v4 (AVX-512) clone of a
// generated loop (the loader picks by the same ISA levels, isa_clones.h), or
// the build targets AVX2 or later (LOOM_OPENMP_ARCH). The lane arrays'
// 256-bit transposes need that: with SSE2 they cost more than the vector
// arithmetic gains (docs/simd.md).
inline bool wideVectors() {
#if LOOM_OPENMP_HAS_ISA_CLONES
  return __builtin_cpu_supports("x86-64-v3");
#elif defined(__AVX2__)
  return true;
#else
  return false;
#endif
}

// Whether a generated loop takes its SIMD path: as LOOM_SIMD says; unset,
// always for loops whose SIMD form needs no transposes (direct loops, lane
// arrays only for reductions), and for the others where the code has wide
// vectors. Inline, so that wideVectors() is evaluated in the generated
// loop's translation unit, under its flags and in its ISA clone.
inline bool simdGroupsEnabled(bool transposes) {
  const int setting = simdSetting();
  return setting < 0 ? !transposes || wideVectors() : setting == 1;
}

} // namespace loom::openmp
