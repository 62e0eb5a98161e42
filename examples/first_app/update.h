// update: applies the accumulated change to one node, clears it, and adds
// the node to the reductions (total heat, hottest node).
#pragma once

inline void update(double *u, double *r, double *total, double *umax) {
  u[0] += r[0];
  r[0] = 0.0;
  *total += u[0];
  if (u[0] > *umax)
    *umax = u[0];
}
