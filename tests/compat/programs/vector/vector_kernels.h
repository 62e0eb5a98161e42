#pragma once

// Cell centre from its 4 nodes: a vector argument (T **) ...
inline void centre_vec(const double **x, double *c) {
  c[0] = 0.25 * (x[0][0] + x[1][0] + x[2][0] + x[3][0]);
  c[1] = 0.25 * (x[0][1] + x[1][1] + x[2][1] + x[3][1]);
}

// ... and the same from four separate map slots.
inline void centre_sep(const double *x0, const double *x1, const double *x2,
                       const double *x3, double *c) {
  c[0] = 0.25 * (x0[0] + x1[0] + x2[0] + x3[0]);
  c[1] = 0.25 * (x0[1] + x1[1] + x2[1] + x3[1]);
}

// Scatter a cell weight to its nodes: vector OP_INC ...
inline void scatter_vec(const double *w, double **acc) {
  for (int k = 0; k < 4; ++k)
    acc[k][0] += (k + 1) * w[0];
}

// ... and separately; an optional argument that is used only when active.
inline void scatter_sep(const double *w, double *a0, double *a1, double *a2,
                        double *a3, const int *use_extra, double *extra) {
  a0[0] += 1 * w[0];
  a1[0] += 2 * w[0];
  a2[0] += 3 * w[0];
  a3[0] += 4 * w[0];
  if (*use_extra)
    extra[0] += w[0];
}
