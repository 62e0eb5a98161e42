// init: the starting temperature of a node, from its position. Direct loop.
#pragma once

inline void init(const double *x, double *u) {
  // A hot band in the middle of the rod [0, 1], cold elsewhere.
  u[0] = (x[0] > 0.49 && x[0] < 0.51) ? 100.0 : 0.0;
}
