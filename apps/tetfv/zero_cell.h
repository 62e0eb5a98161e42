// zero_cell: clear y before the face loop accumulates into it.
#pragma once

inline void zero_cell(double *y) { y[0] = 0.0; }
