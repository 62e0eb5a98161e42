// measure: what a run reports: total water volume (in double precision),
// the largest speed, the smallest depth, and the range of the free surface
// h + z over wet cells.
#pragma once

#include "constants.h"

#include <cmath>

inline void measure(const float *values, const float *area, double *volume,
                    float *max_speed, float *min_depth, float *max_surface,
                    float *min_surface) {
  const float h = values[0];
  *volume += static_cast<double>(h) * static_cast<double>(*area);
  *min_depth = std::fmin(*min_depth, h);
  if (h > dry_depth) {
    const float u = values[1] / h, v = values[2] / h;
    *max_speed = std::fmax(*max_speed, std::sqrt(u * u + v * v));
    *max_surface = std::fmax(*max_surface, h + values[3]);
    *min_surface = std::fmin(*min_surface, h + values[3]);
  }
}
