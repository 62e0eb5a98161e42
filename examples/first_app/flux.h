// flux: heat flowing through one edge, from the hotter node to the colder
// one. Indirect loop over edges: reads u at both ends, increments r there.
#pragma once

#include "constants.h"

inline void flux(const double *u0, const double *u1, double *r0, double *r1) {
  double f = alpha * (u1[0] - u0[0]);
  r0[0] += f;
  r1[0] -= f;
}
