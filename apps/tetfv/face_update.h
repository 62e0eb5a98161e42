// face_update: one interior face between tets c0 and c1 adds its two terms,
// a[0] (x(c1) - x(c0)) to y(c0) and a[1] (x(c0) - x(c1)) to y(c1).
#pragma once

inline void face_update(const double *x0, const double *x1, const double *a,
                        double *y0, double *y1) {
  y0[0] += a[0] * (x1[0] - x0[0]);
  y1[0] += a[1] * (x0[0] - x1[0]);
}
