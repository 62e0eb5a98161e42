// cell_update: Langguth et al.'s eq. 1 for one tet,
// y(i) = sum_j A(i,j) (x(l(i,j)) - x(i)); 11 flops.
#pragma once

inline void cell_update(const double **xn, const double *xi, const double *a,
                        double *y) {
  y[0] = a[0] * (xn[0][0] - xi[0]) + a[1] * (xn[1][0] - xi[0]) +
         a[2] * (xn[2][0] - xi[0]) + a[3] * (xn[3][0] - xi[0]);
}
