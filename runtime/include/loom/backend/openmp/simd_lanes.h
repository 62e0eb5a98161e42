// SIMD groups in the openmp backend: within a block of consecutive elements,
// generated loops run the kernel on kSimdLanes elements at a time under
// `#pragma omp simd`, so the compiler can inline it across vector lanes.
// Increments through maps are staged per lane and added after the group in
// element order (two lanes may increment the same element). LOOM_SIMD
// selects between this and the scalar element loop.
#pragma once

namespace loom::openmp {

// Elements per group: 8 doubles fill one AVX-512 register (two AVX2 ones).
inline constexpr int kSimdLanes = 8;

// Whether a generated loop takes its SIMD-group path: LOOM_SIMD=1 (every
// loop with a SIMD form) or 0 (none); any other value is a fatal error
// naming it. Unset: every loop but those that stage increments through maps
// (`stagesIncrements`), which measured slower than the scalar loop on
// Airfoil's res_calc (docs/simd.md).
bool simdGroupsEnabled(bool stagesIncrements);

} // namespace loom::openmp
