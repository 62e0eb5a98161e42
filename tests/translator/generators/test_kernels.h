// The kernels of the loops in test_models.cpp, for the runtime test. The
// parameter types here are the ones the models record.
#pragma once

// Airfoil's res_calc with its constants inlined.
inline void res_calc(const double *x1, const double *x2, const double *q1,
                     const double *q2, const double *adt1, const double *adt2,
                     double *res1, double *res2) {
  const double gm1 = 0.4, eps = 0.05;
  double dx = x1[0] - x2[0];
  double dy = x1[1] - x2[1];
  double ri = 1.0 / q1[0];
  double p1 = gm1 * (q1[3] - 0.5 * ri * (q1[1] * q1[1] + q1[2] * q1[2]));
  double vol1 = ri * (q1[1] * dy - q1[2] * dx);
  ri = 1.0 / q2[0];
  double p2 = gm1 * (q2[3] - 0.5 * ri * (q2[1] * q2[1] + q2[2] * q2[2]));
  double vol2 = ri * (q2[1] * dy - q2[2] * dx);
  double mu = 0.5 * (adt1[0] + adt2[0]) * eps;
  double f = 0.5 * (vol1 * q1[0] + vol2 * q2[0]) + mu * (q1[0] - q2[0]);
  res1[0] += f;
  res2[0] -= f;
  f = 0.5 * (vol1 * q1[1] + p1 * dy + vol2 * q2[1] + p2 * dy) +
      mu * (q1[1] - q2[1]);
  res1[1] += f;
  res2[1] -= f;
  f = 0.5 * (vol1 * q1[2] - p1 * dx + vol2 * q2[2] - p2 * dx) +
      mu * (q1[2] - q2[2]);
  res1[2] += f;
  res2[2] -= f;
  f = 0.5 * (vol1 * (q1[3] + p1) + vol2 * (q2[3] + p2)) + mu * (q1[3] - q2[3]);
  res1[3] += f;
  res2[3] -= f;
}

inline void update(const double *qold, double *q, double *res,
                   const double *adt, double *rms) {
  double adti = 1.0 / adt[0];
  for (int n = 0; n < 4; n++) {
    double del = adti * res[n];
    q[n] = qold[n] - del;
    res[n] = 0.0;
    rms[0] += del * del;
  }
}

// `q` is OP_READ but not const, as in older OP2 codes.
inline void bounds(double *q, double *qmin, double *qmax) {
  qmin[0] = q[0] < qmin[0] ? q[0] : qmin[0];
  qmin[1] = q[3] < qmin[1] ? q[3] : qmin[1];
  qmax[0] = q[0] > qmax[0] ? q[0] : qmax[0];
  qmax[1] = q[3] > qmax[1] ? q[3] : qmax[1];
}

inline void cell_centre(const double **x, double *centre) {
  for (int d = 0; d < 2; ++d)
    centre[d] = 0.25 * (x[0][d] + x[1][d] + x[2][d] + x[3][d]);
}

inline void spread(const double *w, const double *q, double **nodeval) {
  for (int k = 0; k < 4; ++k)
    nodeval[k][0] += w[0] * q[k];
}

inline void record_ids(const int *e, const int *node, int *ids) {
  ids[0] = *e;
  ids[1] = *node;
}

inline void last_value(const double *q, double *last) { last[0] = q[0] + q[3]; }
