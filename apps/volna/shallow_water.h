// Point functions the kernels share: velocities of a (possibly dry) cell and
// the HLL numerical flux of the shallow-water equations across a face.
#pragma once

#include "constants.h"

#include <cmath>

// hu / h, or 0 in a dry cell (no division by a vanishing depth).
inline float desingularised(float hu, float h) {
  return h > dry_depth ? hu / h : 0.0f;
}

// HLL flux of (h, h un, h ut) across a face with unit normal n, given each
// side's depth and its velocity components along (un) and across (ut) n.
// Writes the flux in the face's frame and returns the largest wave speed.
inline float hll_flux(float hL, float unL, float utL, float hR, float unR,
                      float utR, float *flux) {
  const float cL = std::sqrt(gravity * hL), cR = std::sqrt(gravity * hR);
  const float sL = std::fmin(unL - cL, unR - cR);
  const float sR = std::fmax(unL + cL, unR + cR);
  const float fL[3] = {hL * unL, hL * unL * unL + 0.5f * gravity * hL * hL,
                       hL * unL * utL};
  const float fR[3] = {hR * unR, hR * unR * unR + 0.5f * gravity * hR * hR,
                       hR * unR * utR};
  if (sL >= 0.0f) {
    for (int k = 0; k < 3; ++k)
      flux[k] = fL[k];
  } else if (sR <= 0.0f) {
    for (int k = 0; k < 3; ++k)
      flux[k] = fR[k];
  } else {
    const float uL[3] = {hL, hL * unL, hL * utL};
    const float uR[3] = {hR, hR * unR, hR * utR};
    for (int k = 0; k < 3; ++k)
      flux[k] =
          (sR * fL[k] - sL * fR[k] + sL * sR * (uR[k] - uL[k])) / (sR - sL);
  }
  return std::fmax(std::fabs(sL), std::fabs(sR));
}
