// Kernels of random_maps.cpp: every way a loop reaches data through a map
// (read, increment, vector read and increment, read-write, write, an index)
// and a global reduction.
#pragma once

#include <cmath>

// Staged reads and staged increments: an edge adds to both ends.
inline void spread(const double *xa, const double *xb, const double *w,
                   double *acca, double *accb) {
  const double dx = xb[0] - xa[0], dy = xb[1] - xa[1], dz = xb[2] - xa[2];
  const double f = w[0] * (dx * dx + dy * dy + dz * dz);
  acca[0] += f;
  acca[1] += dx * w[0];
  accb[0] += f;
  accb[1] -= dx * w[0];
}

// Vector arguments: all three corners of a triangle read and incremented.
inline void corners(const double **x, double **acc, const double *w) {
  const double mean = (x[0][2] + x[1][2] + x[2][2]) / 3;
  for (int k = 0; k < 3; ++k) {
    acc[k][0] += w[0] * (x[k][2] - mean);
    acc[k][1] += w[0];
  }
}

// OP_RW through a map with an order-independent result (a maximum), reading
// another dat through the same map.
inline void raise_peak(double *peak, const double *acc, const double *w) {
  peak[0] = std::fmax(peak[0], acc[0] * w[0]);
}

// Floats of dim 4 staged with float4 loads.
inline void blend(const float *fa, const float *fb, double *acca) {
  acca[0] += static_cast<double>(fa[0] * fb[3] - fa[1] * fb[2]);
  acca[1] += static_cast<double>(fa[2] + fb[0]);
}

// OP_RW through a map and nothing else through maps (no shared memory).
inline void raise_floor(double *peak, const double *w) {
  peak[0] = std::fmax(peak[0], w[0]);
}

// OP_WRITE through a map: every edge writes the same value to a node.
inline void stamp(double *mark, const double *x, const int *node) {
  mark[0] = x[1] + 1000 * node[0];
}

// A reduction over data read through a map.
inline void total(const double *acca, const double *accb, double *sum,
                  double *largest) {
  sum[0] += acca[0] - accb[1];
  largest[0] = std::fmax(largest[0], acca[1]);
}
