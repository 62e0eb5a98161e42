#pragma once

extern double alpha;

inline void res(const double *A, const double *u, double *du,
                const double *beta) {
  *du += (*beta) * (*A) * (*u);
}

inline void update(const double *r, double *du, double *u, double *u_sum,
                   double *u_max) {
  *u += *du + alpha * (*r);
  *du = 0.0;
  *u_sum += (*u) * (*u);
  *u_max = MAX(*u_max, *u);
}
