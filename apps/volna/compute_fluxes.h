// compute_fluxes: per interior edge, the well-balanced numerical flux from
// the left cell to the right one (HLL on the hydrostatically reconstructed
// depths of Audusse et al.), the two bathymetry corrections, and the
// largest stable time step the edge allows (global MIN).
#pragma once

#include "shallow_water.h"

inline void compute_fluxes(const float *left, const float *right,
                           const float *normal, const float *radius_left,
                           const float *radius_right, float *flux,
                           float *source, float *dt) {
  const float nx = normal[0], ny = normal[1];
  const float hL = std::fmax(0.0f, left[0]), hR = std::fmax(0.0f, right[0]);
  const float uL = desingularised(left[1], hL),
              vL = desingularised(left[2], hL);
  const float uR = desingularised(right[1], hR),
              vR = desingularised(right[2], hR);

  // Hydrostatic reconstruction: both sides seen at the higher bed.
  const float zFace = std::fmax(left[3], right[3]);
  const float hLFace = std::fmax(0.0f, hL + left[3] - zFace);
  const float hRFace = std::fmax(0.0f, hR + right[3] - zFace);

  float f[3];
  const float speed =
      hll_flux(hLFace, uL * nx + vL * ny, -uL * ny + vL * nx, hRFace,
               uR * nx + vR * ny, -uR * ny + vR * nx, f);
  flux[0] = f[0];
  flux[1] = f[1] * nx - f[2] * ny;
  flux[2] = f[1] * ny + f[2] * nx;
  source[0] = 0.5f * gravity * (hL * hL - hLFace * hLFace);
  source[1] = 0.5f * gravity * (hR * hR - hRFace * hRFace);

  if (speed > 0.0f)
    *dt = std::fmin(*dt, cfl * std::fmin(*radius_left, *radius_right) / speed);
}
