// SIMD groups in the openmp backend: within a block of consecutive elements,
// generated loops run the kernel on kSimdLanes elements at a time under
// `#pragma omp simd`, so the compiler can inline it across vector lanes.
// Increments through maps are staged per lane and added after the group in
// element order (two lanes may increment the same element). LOOM_SIMD=0
// selects the scalar element loop instead, for comparison.
#pragma once

namespace loom::openmp {

// Elements per group: 8 doubles fill one AVX-512 register (two AVX2 ones).
inline constexpr int kSimdLanes = 8;

// Whether generated loops take their SIMD-group path: LOOM_SIMD=1 (the
// default) or 0; any other value is a fatal error naming it.
bool simdGroupsEnabled();

} // namespace loom::openmp
