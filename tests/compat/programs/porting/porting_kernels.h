// Kernels written as OP2 programs write them: relying on what OP2's headers
// include (sqrt, fabs, M_PI from <math.h>) without including it themselves.
#pragma once

extern double gam;

// Zeroes one value: used by several loops over different sets and dats.
inline void dirichlet(double *r) { *r = 0.0; }

inline void circle(const double *x, double *area) {
  *area = M_PI * x[0] * x[0];
}

inline void spread(const double *a, double *b0, double *b1) {
  *b0 += 0.5 * sqrt(fabs(*a));
  *b1 += 0.5 * sqrt(fabs(*a));
}

inline void scale(const double *factor, double *v) { *v *= gam * *factor; }
