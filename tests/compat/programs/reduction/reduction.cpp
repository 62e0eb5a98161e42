// Reductions over a dat: OP_INC, OP_MIN, OP_MAX (dims 1 and 2), an arg-max
// and an arg-min through op_arg_info, OP_WRITE/OP_RW globals and
// op_opt_arg_gbl. Values v[i] = (i * 37 % 101) - 50.25 for 101 elements: a
// permutation of -50.25..49.75, so min, max and the sum are known.
#include "op_seq.h"

#include "reduction_kernels.h"

#include <cfloat>
#include <cstdio>

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int n = 101;
  double v[n];
  for (int i = 0; i < n; ++i)
    v[i] = (i * 37 % 101) - 50.25;
  op_set cells = op_decl_set(n, "cells");
  op_dat p_v = op_decl_dat(cells, 1, "double", v, "p_v");
  int failures = 0;
  auto check = [&](bool ok, const char *what) {
    if (!ok) {
      std::printf("FAILED: %s\n", what);
      ++failures;
    }
  };

  double sum = 0;
  int count = 0;
  op_par_loop(sum_values, "sum_values", cells,
              op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&sum, 1, "double", OP_INC),
              op_arg_gbl(&count, 1, "int", OP_INC));
  op_printf("sum %.17g count %d\n", sum, count);
  check(sum == -25.25 && count == n, "sum and count");

  double lo = DBL_MAX, hi = -DBL_MAX;
  op_par_loop(min_max, "min_max", cells,
              op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&lo, 1, "double", OP_MIN),
              op_arg_gbl(&hi, 1, "double", OP_MAX));
  op_printf("min %.17g max %.17g\n", lo, hi);
  check(lo == -50.25 && hi == 49.75, "min and max");

  double lo2[2] = {DBL_MAX, -7.5};
  op_par_loop(min_pair, "min_pair", cells,
              op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(lo2, 2, "double", OP_MIN));
  op_printf("min2 %.17g %.17g\n", lo2[0], lo2[1]);
  check(lo2[0] == -50.25 && lo2[1] == -49.75, "two-component min");

  double best = -DBL_MAX;
  int loc = -1;
  op_par_loop(arg_max, "arg_max", cells,
              op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_READ),
              op_arg_idx(-1, OP_ID), op_arg_gbl(&best, 1, "double", OP_MAX),
              op_arg_info(&loc, 1, "int", 2));
  op_printf("argmax %.17g at %d\n", best, loc);
  // v = 49.75 where i * 37 % 101 == 100, i.e. i = 30 (37 * 30 = 11 * 101 - 1).
  check(best == 49.75 && loc == 30, "arg-max location");

  double worst = DBL_MAX;
  int where[2] = {-1, -1};
  op_par_loop(arg_min, "arg_min", cells,
              op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_READ),
              op_arg_idx(-1, OP_ID), op_arg_gbl(&worst, 1, "double", OP_MIN),
              op_arg_info(where, 2, "int", 2));
  op_printf("argmin %.17g at %d %d\n", worst, where[0], where[1]);
  check(worst == -50.25 && where[0] == 0 && where[1] == 0, "arg-min location");

  double last = 0;
  int steps = 0;
  op_par_loop(last_value, "last_value", cells,
              op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&last, 1, "double", OP_WRITE),
              op_arg_gbl(&steps, 1, "int", OP_RW));
  op_printf("last %.17g steps %d\n", last, steps);
  check(last == v[n - 1] && steps == n, "OP_WRITE/OP_RW globals");

  for (int flag = 0; flag <= 1; ++flag) {
    double opt_sum = 1.5;
    op_par_loop(maybe_sum, "maybe_sum", cells,
                op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_READ),
                op_arg_gbl(&flag, 1, "int", OP_READ),
                op_opt_arg_gbl(flag, &opt_sum, 1, "double", OP_INC));
    op_printf("optional sum (flag %d) %.17g\n", flag, opt_sum);
    check(opt_sum == (flag ? 1.5 - 25.25 : 1.5), "op_opt_arg_gbl");
  }

  op_exit();
  if (failures)
    return 1;
  op_printf("reduction PASSED\n");
  return 0;
}
