// save_values: keeps a cell's state at the start of an RK2 step.
#pragma once

inline void save_values(const float *values, float *values_old) {
  for (int k = 0; k < 4; ++k)
    values_old[k] = values[k];
}
