// Kernels of lane_groups.cpp: what the openmp backend's SIMD groups put in
// lane arrays (rows read and incremented through maps of dims 1 to 9, in
// double, float and int; global reductions of every kind and of dims 1 to
// 3), beside what stays outside them (direct data, global reads, op_arg_idx),
// and kernels the lane copy must handle or refuse: a subscript written in a
// macro's argument, a template kernel, a static one, a kernel in a
// namespace, and a parameter passed on to another function.
#pragma once

#include <cmath>

#define LANE_MIN(a, b) ((a) < (b) ? (a) : (b))

// Reads through both slots, dims 1, 3, 5, 7, 9; increments dims 2, 4, 6
// through either slot; a direct weight and a global factor.
inline void mix_double(const double *a1, const double *a3, const double *a5,
                       const double *a7, const double *a9, const double *w,
                       const double *factor, double *i2, double *i4,
                       double *i6) {
  double s = 0;
  for (int d = 0; d < 3; ++d)
    s += a3[d] * (d + 1);
  for (int d = 0; d < 5; ++d)
    s -= 0.5 * a5[d];
  double t = *a1;
  for (int d = 0; d < 7; ++d)
    t += a7[d] * a7[d];
  for (int d = 0; d < 9; ++d)
    t -= a9[8 - d] / (d + 2);
  const double f = w[0] * factor[0];
  i2[0] += f * s;
  i2[1] -= f * t;
  for (int d = 0; d < 4; ++d)
    i4[d] += f * (s + d * t);
  for (int d = 0; d < 6; ++d)
    i6[d] += (d % 2 ? s : t) / (1 + d);
}

// Floats: reads of dims 3 and 8, an increment of dim 4, a float reduction.
// Products by powers of two only, of values in steps of 1/256: every result
// is exact, whatever the order of the additions (block partials, colours)
// or their fusion into multiply-adds (the AVX clones).
inline void mix_float(const float *f3, const float *f8, float *g4,
                      float *total) {
  float s = f3[0] - 0.5f * f3[1] + 0.25f * f3[2];
  for (int d = 0; d < 8; ++d)
    s += f8[d] * 0.125f;
  for (int d = 0; d < 4; ++d)
    g4[d] += s * static_cast<float>(1 << d);
  total[0] += s;
}

// Ints: a read of dim 2 and an increment of dim 3 through the map, the
// element and map indices (op_arg_idx), an int maximum.
inline void mix_int(const int *n2, const int *edge, const int *node, int *m3,
                    int *largest) {
  m3[0] += n2[0] % 7;
  m3[1] += n2[1] - *node;
  m3[2] += *edge % 5;
  largest[0] = largest[0] > n2[0] + n2[1] ? largest[0] : n2[0] + n2[1];
}

// Reductions of every kind and dims 1 to 3 over data read through maps.
inline void reduce(const double *a3, const double *b3, double *sum3,
                   double *low2, double *high1) {
  for (int d = 0; d < 3; ++d)
    sum3[d] += a3[d] * b3[d];
  low2[0] = LANE_MIN(low2[0], a3[0] - b3[0]);
  low2[1] = LANE_MIN(low2[1], a3[2]);
  high1[0] = std::fmax(high1[0], a3[1] + b3[1]);
}

// A subscript in a macro's argument, which the macro expands twice.
inline void clamp_low(const double *a1, const double *a5, double *i2) {
  i2[0] += LANE_MIN(a5[4], a1[0]);
  i2[1] -= LANE_MIN(a5[0] * a5[1], 2.0);
}

inline double norm3(const double *v) {
  return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

// Passes a parameter on to another function: no lane copy can be made, so
// the loop keeps the scalar element loop (a generated comment says why).
inline void lengths(const double *a3, const double *b3, double *i2) {
  i2[0] += norm3(a3);
  i2[1] += norm3(b3);
}

// A template kernel, called with its template argument (`weigh<3>`).
template <int N>
inline void weigh(const double *a3, const double *w, double *i6) {
  for (int d = 0; d < N; ++d)
    i6[d + 3 - N] += w[0] * a3[d];
}

// A static kernel, and a dim-2 read through the map.
static void spread_ints(const int *n2, double *i2) {
  i2[0] += 0.5 * n2[0];
  i2[1] -= 0.25 * n2[1];
}

// A kernel in a namespace: its lane copy would be defined outside it, so the
// loop keeps the scalar element loop.
namespace lane_kernels {
inline void halve(const double *a1, double *i2) {
  i2[0] += 0.5 * a1[0];
  i2[1] -= 0.5 * a1[0];
}
} // namespace lane_kernels

// One dat incremented through both slots and read directly elsewhere.
inline void both_ends(const double *w, double *ia, double *ib) {
  for (int d = 0; d < 4; ++d) {
    ia[d] += w[0] * (d + 1);
    ib[d] -= w[0] * (d + 1);
  }
}
