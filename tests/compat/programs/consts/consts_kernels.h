#pragma once

#include "consts_types.h"

extern double my_const1;
extern double my_const4[4];
extern material mat;
extern int n_rows;

inline void write_scalar(double *d) { d[0] = my_const1; }

inline void write_array(double *d) {
  for (int k = 0; k < 4; ++k)
    d[k] = my_const4[k];
}

inline void write_material(const double *x, double *d) {
  d[0] = mat.density * x[0] + mat.coeffs[0];
  d[1] = mat.coeffs[1] * n_rows;
}
