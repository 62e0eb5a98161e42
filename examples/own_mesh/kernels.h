// The kernels of own_mesh: explicit heat diffusion on triangles, with the
// mass lumped to the nodes and a conductance on every interior edge.
#pragma once

#include <cmath>

extern double dt; // the time step, registered with op_decl_const

// Over cells. x: the three corners' coordinates (a vector argument, one
// pointer per corner); each corner gets a third of the triangle's area.
inline void cell_mass(const double **x, double *m0, double *m1, double *m2) {
  const double area = 0.5 * fabs((x[1][0] - x[0][0]) * (x[2][1] - x[0][1]) -
                                 (x[2][0] - x[0][0]) * (x[1][1] - x[0][1]));
  m0[0] += area / 3.0;
  m1[0] += area / 3.0;
  m2[0] += area / 3.0;
}

// Over edges: the conductance 1 / length^2, summed at both ends.
inline void edge_weight(const double *x0, const double *x1, double *w,
                        double *wsum0, double *wsum1) {
  const double dx = x1[0] - x0[0], dy = x1[1] - x0[1];
  w[0] = 1.0 / (dx * dx + dy * dy);
  wsum0[0] += w[0];
  wsum1[0] += w[0];
}

// Over nodes: the largest stable step at this node (a minimum reduction).
inline void stable_step(const double *m, const double *wsum, double *step) {
  step[0] = fmin(step[0], m[0] / wsum[0]);
}

// Over nodes: a warm spot in the middle of the plate.
inline void init(const double *x, double *u) {
  const double dx = x[0] - 0.5, dy = x[1] - 0.5;
  u[0] = 100.0 * exp(-20.0 * (dx * dx + dy * dy));
}

// Over edges: the heat flowing along the edge.
inline void flux(const double *u0, const double *u1, const double *w,
                 double *r0, double *r1) {
  const double f = w[0] * (u1[0] - u0[0]);
  r0[0] += f;
  r1[0] -= f;
}

// Over nodes: the step, and the total heat and the hottest node.
inline void update(double *u, double *r, const double *m, double *heat,
                   double *hottest) {
  u[0] += dt * r[0] / m[0];
  r[0] = 0.0;
  heat[0] += m[0] * u[0];
  hottest[0] = fmax(hottest[0], u[0]);
}
