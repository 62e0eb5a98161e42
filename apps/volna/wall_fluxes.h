// wall_fluxes: per boundary edge, a reflective wall: the flux between the
// cell and its mirror image (same depth, normal velocity reversed), taken
// out of the cell; and the time step the edge allows (global MIN).
#pragma once

#include "shallow_water.h"

inline void wall_fluxes(const float *values, const float *normal,
                        const float *length, const float *radius, float *rhs,
                        float *dt) {
  const float nx = normal[0], ny = normal[1];
  const float h = std::fmax(0.0f, values[0]);
  const float u = desingularised(values[1], h),
              v = desingularised(values[2], h);
  const float un = u * nx + v * ny, ut = -u * ny + v * nx;

  float f[3];
  const float speed = hll_flux(h, un, ut, h, -un, ut, f);
  rhs[0] -= *length * f[0];
  rhs[1] -= *length * (f[1] * nx - f[2] * ny);
  rhs[2] -= *length * (f[1] * ny + f[2] * nx);

  if (speed > 0.0f)
    *dt = std::fmin(*dt, cfl * *radius / speed);
}
