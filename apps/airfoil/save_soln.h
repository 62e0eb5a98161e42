// save_soln: keep the solution at the start of the time step.
#pragma once

inline void save_soln(const double *q, double *qold) {
  for (int n = 0; n < 4; n++)
    qold[n] = q[n];
}
