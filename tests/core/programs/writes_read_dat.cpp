// A kernel that writes a dat passed with OP_READ: under LOOM_CHECK=1 the
// program ends with one line naming the loop and the dat; without it the
// program runs (the write is not checked) and exits 0.
#include "op_seq.h"

// Breaks the contract: `a` is passed with OP_READ.
inline void double_up(double *a, double *b) {
  a[0] *= 2;
  b[0] = a[0];
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double v[4] = {1, 2, 3, 4}, w[4] = {};
  op_set cells = op_decl_set(4, "cells");
  op_dat p_a = op_decl_dat(cells, 1, "double", v, "p_a");
  op_dat p_b = op_decl_dat(cells, 1, "double", w, "p_b");
  op_par_loop(double_up, "double_up", cells,
              op_arg_dat(p_a, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_b, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
  return 0;
}
