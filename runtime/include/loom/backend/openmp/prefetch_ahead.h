// Software prefetch in generated openmp loops: while the scalar element loop
// runs an element, the data the element `prefetchDistance()` positions ahead
// reaches through maps is requested into cache. Hardware prefetchers follow
// streams of addresses, not the indices a map holds, so without it every
// indirect access of a big mesh waits for memory in turn (Airfoil's
// res_calc: docs/performance.md). The SIMD form does not prefetch: in its
// gather loop it measured slower (adt_calc, whose data stays in cache).
#pragma once

#include <cstdint>

namespace loom::openmp {

// Elements ahead that a generated loop prefetches: LOOM_PREFETCH (a
// non-negative integer; 0 turns prefetching off) when set, else
// kPrefetchDistance for plans that visit elements out of order
// (`elementOrder`: element colouring, where Airfoil's res_calc measured
// 1.26x faster with it) and 0 for blocks of consecutive elements (no gain at
// 1 thread, slower at 2: docs/performance.md). Any other value of
// LOOM_PREFETCH is a fatal error naming it.
int prefetchDistance(bool elementOrder);

// Measured best of 8, 16 and 32 on Airfoil's res_calc (docs/performance.md).
inline constexpr int kPrefetchDistance = 16;

namespace detail {
inline constexpr std::uintptr_t kCacheLine = 64;

template <int Write, typename T>
inline void prefetchLines(const T *element, int dim) {
  const auto first = reinterpret_cast<std::uintptr_t>(element);
  const std::uintptr_t last = first + sizeof(T) * dim - 1;
  for (std::uintptr_t line = first & ~(kCacheLine - 1); line <= last;
       line += kCacheLine)
    __builtin_prefetch(reinterpret_cast<const void *>(line), Write, 3);
}
} // namespace detail

// Every cache line of the `dim` values at `element`, to be read.
template <typename T> inline void prefetchRead(const T *element, int dim) {
  detail::prefetchLines<0>(element, dim);
}

// Every cache line of the `dim` values at `element`, to be changed.
template <typename T> inline void prefetchWrite(const T *element, int dim) {
  detail::prefetchLines<1>(element, dim);
}

} // namespace loom::openmp
