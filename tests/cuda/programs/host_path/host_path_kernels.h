// Kernels of the host-path program (host_path.cpp).
#pragma once

extern double alpha; // op_decl_const

inline void scale(double *x) {
  x[0] *= alpha;
  x[1] *= alpha;
}

inline void spread(const double *a, const double *b, const double *w,
                   double *ya, double *yb) {
  ya[0] += w[0] * b[0];
  ya[1] += w[0] * b[1];
  yb[0] += w[0] * a[0];
  yb[1] += w[0] * a[1];
}

inline void norm(const double *y, double *sum) {
  *sum += y[0] * y[0] + y[1] * y[1];
}

inline void shift(double *x, const double *by) { x[0] += by[0]; }
