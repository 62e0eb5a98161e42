// space_discretization: per interior edge, the edge's flux times its length
// taken out of the left cell and added to the right one, each side with its
// own bathymetry correction (Sulyok et al.'s SpaceDiscretization pattern:
// edges incrementing cells).
#pragma once

inline void space_discretization(const float *flux, const float *source,
                                 const float *normal, const float *length,
                                 float *rhs_left, float *rhs_right) {
  const float l = *length;
  rhs_left[0] -= l * flux[0];
  rhs_left[1] -= l * (flux[1] + source[0] * normal[0]);
  rhs_left[2] -= l * (flux[2] + source[0] * normal[1]);
  rhs_right[0] += l * flux[0];
  rhs_right[1] += l * (flux[1] + source[1] * normal[0]);
  rhs_right[2] += l * (flux[2] + source[1] * normal[1]);
}
