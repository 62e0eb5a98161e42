// Lane arrays of the openmp backend's SIMD groups: a group of kLaneGroup
// consecutive elements runs the kernel across vector lanes on per-argument
// arrays `T lanes[Dim][kLaneGroup]` (value d of every lane in one row, so a
// kernel subscript `q[d]` is one vector load). The dats are arrays of
// structs (one row of Dim values per element), so a group gathers the rows
// its lanes reach through a map and transposes them into lane arrays, and
// transposes the staged increments back into rows before adding them.
//
// The transposes are 4 x 4 blocks of 256-bit vectors (GCC's and Clang's
// vector extensions, so each ISA clone of a generated loop gets its own
// instructions): rows of up to 4 values are one vector load each, and a
// group's four rows become Dim vectors in 8 shuffles per 4 values. Copying
// value by value instead is what made the earlier SIMD form slower than the
// scalar loop for Airfoil's res_calc (docs/simd.md). Types other than 4- and
// 8-byte arithmetic ones, and other compilers, take plain loops.
#pragma once

#include <cstring>
#include <type_traits>

namespace loom::openmp {

// Elements per SIMD group: four doubles fill a 256-bit register (AVX2;
// AVX-512 machines such as AMD's Zen 4 run 512-bit operations as two
// 256-bit halves). Measured against 8 on Airfoil: docs/simd.md.
inline constexpr int kLaneGroup = 4;
static_assert(kLaneGroup == 4, "the transposes below are written for 4 lanes");

// Every helper is inlined into the generated loop: an out-of-line copy would
// be compiled for the build's baseline ISA and called from the AVX clones.
#if defined(__GNUC__) || defined(__clang__)
#define LOOM_LANE_INLINE __attribute__((always_inline)) inline
#else
#define LOOM_LANE_INLINE inline
#endif

namespace detail {

#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 12)
#define LOOM_LANE_VECTORS 1
template <class T> struct LaneVectors {
  typedef T four __attribute__((vector_size(4 * sizeof(T))));
  typedef T two __attribute__((vector_size(2 * sizeof(T))));
};
#else
#define LOOM_LANE_VECTORS 0
#endif

template <class T>
inline constexpr bool kVectorElement =
    LOOM_LANE_VECTORS && std::is_arithmetic_v<T> && !std::is_same_v<T, bool> &&
    (sizeof(T) == 4 || sizeof(T) == 8);

#if LOOM_LANE_VECTORS
// Vectors pass by reference only: a vector parameter or result by value
// would take a different calling convention in each ISA clone and build
// (GCC's -Wpsabi), and these inline functions are shared by all of them.
template <class V, class T> LOOM_LANE_INLINE void load(V &v, const T *p) {
  std::memcpy(&v, p, sizeof v);
}

template <class V, class T> LOOM_LANE_INLINE void store(T *p, const V &v) {
  std::memcpy(p, &v, sizeof v);
}

// Transposes the 4 x 4 block whose rows are a, b, c, d.
template <class V> LOOM_LANE_INLINE void transpose4(V &a, V &b, V &c, V &d) {
  const V ab0 = __builtin_shufflevector(a, b, 0, 4, 2, 6);
  const V ab1 = __builtin_shufflevector(a, b, 1, 5, 3, 7);
  const V cd0 = __builtin_shufflevector(c, d, 0, 4, 2, 6);
  const V cd1 = __builtin_shufflevector(c, d, 1, 5, 3, 7);
  a = __builtin_shufflevector(ab0, cd0, 0, 1, 4, 5);
  b = __builtin_shufflevector(ab1, cd1, 0, 1, 4, 5);
  c = __builtin_shufflevector(ab0, cd0, 2, 3, 6, 7);
  d = __builtin_shufflevector(ab1, cd1, 2, 3, 6, 7);
}
#endif

} // namespace detail

// lanes[d][l] = value d of row `rows[l * stride]` of `data` (rows of Dim
// values): the rows a group's lanes reach through one map slot, `rows`
// pointing at the group's first map entry for that slot.
template <class T, int Dim>
LOOM_LANE_INLINE void gatherLanes(T (&lanes)[Dim][kLaneGroup], const T *data,
                                  const int *rows, int stride) {
  const T *row[kLaneGroup];
  for (int l = 0; l < kLaneGroup; ++l)
    row[l] = data + static_cast<long>(rows[l * stride]) * Dim;
  int d = 0;
#if LOOM_LANE_VECTORS
  if constexpr (detail::kVectorElement<T>) {
    using V4 = typename detail::LaneVectors<T>::four;
    using V2 = typename detail::LaneVectors<T>::two;
    for (; d + 4 <= Dim; d += 4) {
      V4 a, b, c, e;
      detail::load(a, row[0] + d);
      detail::load(b, row[1] + d);
      detail::load(c, row[2] + d);
      detail::load(e, row[3] + d);
      detail::transpose4(a, b, c, e);
      detail::store(lanes[d], a);
      detail::store(lanes[d + 1], b);
      detail::store(lanes[d + 2], c);
      detail::store(lanes[d + 3], e);
    }
    if (d + 2 <= Dim) {
      V2 r0, r1, r2, r3;
      detail::load(r0, row[0] + d);
      detail::load(r1, row[1] + d);
      detail::load(r2, row[2] + d);
      detail::load(r3, row[3] + d);
      const V4 low = __builtin_shufflevector(r0, r1, 0, 1, 2, 3);
      const V4 high = __builtin_shufflevector(r2, r3, 0, 1, 2, 3);
      const V4 first = __builtin_shufflevector(low, high, 0, 2, 4, 6);
      const V4 second = __builtin_shufflevector(low, high, 1, 3, 5, 7);
      detail::store(lanes[d], first);
      detail::store(lanes[d + 1], second);
      d += 2;
    }
  }
#endif
  for (; d < Dim; ++d)
    for (int l = 0; l < kLaneGroup; ++l)
      lanes[d][l] = row[l][d];
}

// rows[l][d] = lanes[d][l]: a group's staged values as one row per lane.
template <class T, int Dim>
LOOM_LANE_INLINE void laneRows(const T (&lanes)[Dim][kLaneGroup],
                               T (&rows)[kLaneGroup][Dim]) {
  int d = 0;
#if LOOM_LANE_VECTORS
  if constexpr (detail::kVectorElement<T>) {
    using V4 = typename detail::LaneVectors<T>::four;
    for (; d + 4 <= Dim; d += 4) {
      V4 a, b, c, e;
      detail::load(a, lanes[d]);
      detail::load(b, lanes[d + 1]);
      detail::load(c, lanes[d + 2]);
      detail::load(e, lanes[d + 3]);
      detail::transpose4(a, b, c, e);
      detail::store(rows[0] + d, a);
      detail::store(rows[1] + d, b);
      detail::store(rows[2] + d, c);
      detail::store(rows[3] + d, e);
    }
  }
#endif
  for (; d < Dim; ++d)
    for (int l = 0; l < kLaneGroup; ++l)
      rows[l][d] = lanes[d][l];
}

// to[d] += row[d]: one lane's staged increments added to its element.
template <class T, int Dim>
LOOM_LANE_INLINE void addRow(T *to, const T (&row)[Dim]) {
  int d = 0;
#if LOOM_LANE_VECTORS
  if constexpr (detail::kVectorElement<T>) {
    using V4 = typename detail::LaneVectors<T>::four;
    for (; d + 4 <= Dim; d += 4) {
      V4 sum, add;
      detail::load(sum, to + d);
      detail::load(add, row + d);
      sum += add;
      detail::store(to + d, sum);
    }
  }
#endif
  for (; d < Dim; ++d)
    to[d] += row[d];
}

} // namespace loom::openmp
