// Vector arguments (negative idx: all slots of a map, kernel takes T **)
// against separate idx 0..3 arguments, for OP_READ and OP_INC, on a
// structured quad mesh of 9 x 7 cells; and op_opt_arg_dat with 0 and 1.
#include "op_seq.h"

#include "vector_kernels.h"

#include <cmath>
#include <cstdio>
#include <vector>

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int cx = 9, cy = 7, nx = cx + 1, ny = cy + 1;
  const int ncell = cx * cy, nnode = nx * ny;
  std::vector<int> c2n(ncell * 4);
  std::vector<double> x(nnode * 2), w(ncell), zero(nnode * 2, 0.0);
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      x[(j * nx + i) * 2] = i + 0.1 * std::sin(j + 0.3 * i);
      x[(j * nx + i) * 2 + 1] = j + 0.1 * std::cos(i - 0.7 * j);
    }
  for (int j = 0; j < cy; ++j)
    for (int i = 0; i < cx; ++i) {
      int c = j * cx + i;
      c2n[c * 4 + 0] = j * nx + i;
      c2n[c * 4 + 1] = j * nx + i + 1;
      c2n[c * 4 + 2] = (j + 1) * nx + i + 1;
      c2n[c * 4 + 3] = (j + 1) * nx + i;
      w[c] = 1.0 / (1 + c);
    }
  op_set nodes = op_decl_set(nnode, "nodes");
  op_set cells = op_decl_set(ncell, "cells");
  op_map pcell = op_decl_map(cells, nodes, 4, c2n.data(), "pcell");
  op_dat p_x = op_decl_dat(nodes, 2, "double", x.data(), "p_x");
  op_dat p_w = op_decl_dat(cells, 1, "double", w.data(), "p_w");
  op_dat p_cv = op_decl_dat(cells, 2, "double", zero.data(), "p_cv");
  op_dat p_cs = op_decl_dat(cells, 2, "double", zero.data(), "p_cs");
  op_dat p_av = op_decl_dat(nodes, 1, "double", zero.data(), "p_av");
  op_dat p_as = op_decl_dat(nodes, 1, "double", zero.data(), "p_as");
  op_dat p_extra = op_decl_dat(nodes, 1, "double", zero.data(), "p_extra");

  op_par_loop(centre_vec, "centre_vec", cells,
              op_arg_dat(p_x, -4, pcell, 2, "double", OP_READ),
              op_arg_dat(p_cv, -1, OP_ID, 2, "double", OP_WRITE));
  op_par_loop(centre_sep, "centre_sep", cells,
              op_arg_dat(p_x, 0, pcell, 2, "double", OP_READ),
              op_arg_dat(p_x, 1, pcell, 2, "double", OP_READ),
              op_arg_dat(p_x, 2, pcell, 2, "double", OP_READ),
              op_arg_dat(p_x, 3, pcell, 2, "double", OP_READ),
              op_arg_dat(p_cs, -1, OP_ID, 2, "double", OP_WRITE));
  op_par_loop(scatter_vec, "scatter_vec", cells,
              op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_av, -4, pcell, 1, "double", OP_INC));
  for (int use = 0; use <= 1; ++use)
    op_par_loop(scatter_sep, "scatter_sep", cells,
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_as, 0, pcell, 1, "double", OP_INC),
                op_arg_dat(p_as, 1, pcell, 1, "double", OP_INC),
                op_arg_dat(p_as, 2, pcell, 1, "double", OP_INC),
                op_arg_dat(p_as, 3, pcell, 1, "double", OP_INC),
                op_arg_gbl(&use, 1, "int", OP_READ),
                op_opt_arg_dat(use, p_extra, 0, pcell, 1, "double", OP_INC));

  std::vector<double> cv(ncell * 2), cs(ncell * 2), av(nnode), as(nnode),
      extra(nnode);
  op_fetch_data(p_cv, cv.data());
  op_fetch_data(p_cs, cs.data());
  op_fetch_data(p_av, av.data());
  op_fetch_data(p_as, as.data());
  op_fetch_data(p_extra, extra.data());
  int failures = 0;
  for (int c = 0; c < ncell; ++c) {
    op_printf("cell %d %.17g %.17g\n", c, cv[c * 2], cv[c * 2 + 1]);
    if (cv[c * 2] != cs[c * 2] || cv[c * 2 + 1] != cs[c * 2 + 1])
      ++failures;
  }
  // The separate loop ran twice: as = 2 * av (exactly, up to rounding in
  // the order of the additions, which is the same element order).
  double extra_sum = 0, w_sum = 0;
  for (int n = 0; n < nnode; ++n) {
    op_printf("node %d %.17g %.17g %.17g\n", n, av[n], as[n], extra[n]);
    if (std::fabs(as[n] - 2 * av[n]) > 1e-14 * std::fabs(av[n]))
      ++failures;
    extra_sum += extra[n];
  }
  for (int c = 0; c < ncell; ++c)
    w_sum += w[c];
  // The optional argument was active once: it gathered every weight once.
  if (std::fabs(extra_sum - w_sum) > 1e-13 * w_sum)
    ++failures;
  op_exit();
  if (failures) {
    std::printf("vector FAILED (%d)\n", failures);
    return 1;
  }
  op_printf("vector PASSED\n");
  return 0;
}
