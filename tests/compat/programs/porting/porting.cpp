// Constructs real OP2 programs use, which loomc must translate unchanged:
// the same kernel in several loops over different sets and dats (boundary
// conditions), const user data in declarations and globals, standard
// library names that OP2's headers bring in, and op_decl_const on a local
// variable that shadows a global (as OP2's own Airfoil does with alpha).
#include "op_seq.h"

#include "porting_kernels.h"

double gam;
double alpha; // kernels do not read it; main declares a local of this name

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  gam = 1.4;
  double alpha = 3.0 * atan(1.0) / 45.0; // shadows the global, as in OP2
  op_decl_const(1, "double", &gam);
  op_decl_const(1, "double", &alpha);

  const int ncell = 12, nnode = 7;
  static const double cellx[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  static const int edge2node[2 * 12] = {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                        6, 0, 0, 3, 1, 4, 2, 5, 3, 6, 4, 0};
  double nodev[7];
  memset(nodev, 0, sizeof nodev);
  char label[16];
  strcpy(label, "porting");

  op_set cells = op_decl_set(ncell, "cells");
  op_set nodes = op_decl_set(nnode, "nodes");
  op_map pedge = op_decl_map(cells, nodes, 2, edge2node, "pedge");
  const double *x = cellx; // const user data
  op_dat p_x = op_decl_dat(cells, 1, "double", x, "p_x");
  op_dat p_area = op_decl_dat(cells, 1, "double", cellx, "p_area");
  op_dat p_v = op_decl_dat(nodes, 1, "double", nodev, "p_v");
  op_dat p_w = op_decl_dat(nodes, 1, "double", nodev, "p_w");

  // One kernel, four loops: other dats, other sets.
  op_par_loop(dirichlet, "dirichlet", cells,
              op_arg_dat(p_area, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(dirichlet, "dirichlet", nodes,
              op_arg_dat(p_v, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(dirichlet, "dirichlet", nodes,
              op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(circle, "circle", cells,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_area, -1, OP_ID, 1, "double", OP_WRITE));
  for (int step = 0; step < 3; ++step) {
    op_par_loop(spread, "spread", cells,
                op_arg_dat(p_area, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_v, 0, pedge, 1, "double", OP_INC),
                op_arg_dat(p_v, 1, pedge, 1, "double", OP_INC));
    op_par_loop(spread, "spread", cells,
                op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_w, 1, pedge, 1, "double", OP_INC),
                op_arg_dat(p_w, 0, pedge, 1, "double", OP_INC));
  }
  const double half = 0.5; // a const global argument
  op_par_loop(scale, "scale", nodes, op_arg_gbl(&half, 1, "double", OP_READ),
              op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_RW));

  double v[7], w[7];
  op_fetch_data(p_v, v);
  op_fetch_data(p_w, w);
  double vmax = -std::numeric_limits<double>::max();
  for (int i = 0; i < nnode; ++i) {
    printf("%s node %d: v %.15g w %.15g\n", label, i, v[i], w[i]);
    vmax = v[i] > vmax ? v[i] : vmax;
  }
  std::cout << "max v " << vmax << ", alpha " << alpha << "\n";
  op_exit();
  return 0;
}
