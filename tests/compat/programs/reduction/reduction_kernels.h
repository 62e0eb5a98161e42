// Kernels of the reduction program: every op_arg_gbl access mode, an
// arg-max through op_arg_info, and an optional global.
#pragma once

inline void sum_values(const double *v, double *sum, int *count) {
  *sum += *v;
  *count += 1;
}

inline void min_max(const double *v, double *lo, double *hi) {
  *lo = MIN(*lo, *v);
  *hi = MAX(*hi, *v);
}

// Two-component MIN starting from a preset component, as OP2's gbl test.
inline void min_pair(const double *v, double *lo2) {
  lo2[0] = MIN(lo2[0], v[0]);
  lo2[1] = MIN(lo2[1], -v[0]);
}

// op_arg_info: loc follows the element that improves the OP_MAX global.
inline void arg_max(const double *v, const int *n, double *best, int *loc) {
  if (*v > *best) {
    *best = *v;
    *loc = *n;
  }
}

inline void arg_min(const double *v, const int *n, double *best, int *loc) {
  if (*v < *best) {
    *best = *v;
    loc[0] = *n;
    loc[1] = *n * 2;
  }
}

// OP_WRITE and OP_RW globals: the last element decides.
inline void last_value(const double *v, double *last, int *steps) {
  *last = *v;
  *steps = *steps + 1;
}

// An op_opt_arg_gbl: touched only when the flag (a READ global) is set.
inline void maybe_sum(const double *v, const int *flag, double *sum) {
  if (*flag)
    *sum += *v;
}
