// rk2_update: second stage of Heun's method (RK2): the average of the state
// at the start of the step and the Euler step from the first stage's state.
// Clears the right-hand side; dry cells as in update.
#pragma once

#include "constants.h"

inline void rk2_update(float *values, const float *values_old, float *rhs,
                       const float *area, const float *dt) {
  const float s = *dt / *area;
  float h = 0.5f * (values_old[0] + values[0] + s * rhs[0]);
  float hu = 0.5f * (values_old[1] + values[1] + s * rhs[1]);
  float hv = 0.5f * (values_old[2] + values[2] + s * rhs[2]);
  rhs[0] = rhs[1] = rhs[2] = 0.0f;
  if (h <= dry_depth) {
    hu = 0.0f;
    hv = 0.0f;
    if (h < 0.0f)
      h = 0.0f;
  }
  values[0] = h;
  values[1] = hu;
  values[2] = hv;
}
