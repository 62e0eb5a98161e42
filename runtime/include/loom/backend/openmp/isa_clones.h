// LOOM_OPENMP_ISA_CLONES, written before every generated openmp loop
// function: with GCC on x86-64 Linux, the function (and its OpenMP parallel
// region, and the user kernel inlined into it) is compiled three times, for
// x86-64 (SSE2), x86-64-v3 (AVX2, FMA) and x86-64-v4 (AVX-512), and the
// dynamic loader picks the best one the CPU runs (GCC's target_clones, an
// ifunc). One portable binary so gets the vector width of the machine it
// runs on: Airfoil's adt_calc runs as fast as with -march=native
// (docs/performance.md). The AVX2 and AVX-512 clones may round differently
// in the last bit, as -march=native code does: GCC contracts a * b + c into
// fused multiply-adds where the ISA has them (on Airfoil's 720K mesh the
// state after 20 steps differs from the seq backend's by 3e-17, normwise).
// On one machine the same clone always runs, so results stay reproducible
// and independent of the thread count.
//
// Empty with other compilers and targets, when the code is built for one
// ISA already (CMake's LOOM_OPENMP_ARCH), and in sanitizer builds (the
// loader runs ifunc resolvers before the sanitizers start): those define
// LOOM_NO_ISA_CLONES.
#pragma once

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) &&         \
    defined(__linux__) && !defined(LOOM_NO_ISA_CLONES)
#define LOOM_OPENMP_HAS_ISA_CLONES 1
#define LOOM_OPENMP_ISA_CLONES                                                 \
  __attribute__((target_clones("default", "arch=x86-64-v3", "arch=x86-64-v4")))
#else
#define LOOM_OPENMP_HAS_ISA_CLONES 0
#define LOOM_OPENMP_ISA_CLONES
#endif
