// update: explicit Euler step of a cell's (h, hu, hv) from its accumulated
// right-hand side, which it then clears. A cell that becomes dry keeps its
// (non-negative) depth and loses its velocity.
#pragma once

#include "constants.h"

inline void update(float *values, float *rhs, const float *area,
                   const float *dt) {
  const float s = *dt / *area;
  float h = values[0] + s * rhs[0];
  float hu = values[1] + s * rhs[1];
  float hv = values[2] + s * rhs[2];
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
