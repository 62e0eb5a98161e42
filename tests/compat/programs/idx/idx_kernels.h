#pragma once

inline void own_index(int *out, const int *n) { *out = *n; }

inline void map_indices(int *out, const int *a, const int *b, const int *c) {
  out[0] = *a;
  out[1] = *b;
  out[2] = *c;
}

// One direct index and three indices through two maps, combined with data
// read through the same maps.
inline void mixed(double *out, const int *n, const int *p0, const int *q1,
                  const int *q2, const double *x0, const double *y2) {
  out[0] = *n + 0.5 * *p0;
  out[1] = *q1 - 0.25 * *q2;
  out[2] = *x0 + *y2;
}
