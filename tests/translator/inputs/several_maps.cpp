// Several maps in one loop: one declared with an initialiser, one assigned
// later, one whose declaration loomc cannot see; an optional argument.
#include "op_seq.h"

static void mix(const double *n0, const double *c0, double *c1,
                const double *far, double *e) {
  e[0] = n0[0] + c0[0] + c1[0] + (far ? far[0] : 0.0);
}

static void run(op_set edges, op_map pfar, op_dat p_far, op_dat p_n,
                op_dat p_c, op_dat p_e, int use_far) {
  op_map pcell;
  op_set cells = op_decl_set(2, "cells");
  op_set nodes = op_decl_set(3, "nodes");
  static int e2n[2] = {0, 1}, e2c[4] = {0, 1, 1, 0};
  op_map pnode = op_decl_map(edges, nodes, 1, e2n, "pnode");
  pcell = op_decl_map(edges, cells, 2, e2c, "pcell");
  op_par_loop(mix, "mix", edges,
              op_arg_dat(p_n, 0, pnode, 1, "double", OP_READ),
              op_arg_dat(p_c, 0, pcell, 1, "double", OP_READ),
              op_arg_dat(p_c, 1, pcell, 1, "double", OP_RW),
              op_opt_arg_dat(use_far, p_far, 3, pfar, 1, "double", OP_READ),
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  run(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, 0);
  op_exit();
}
