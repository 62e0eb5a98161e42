// An op_arg_dat whose dim does not match its dat: the loop reports it with
// its name, the argument and (translated builds) the call site.
#include "op_seq.h"

inline void copy_q(const double *q, double *r) { r[0] = q[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double q[8] = {}, r[4] = {};
  op_set cells = op_decl_set(4, "cells");
  op_dat p_q = op_decl_dat(cells, 2, "double", q, "p_q");
  op_dat p_r = op_decl_dat(cells, 1, "double", r, "p_r");
  op_par_loop(copy_q, "copy_q", cells,
              op_arg_dat(p_q, -1, OP_ID, 4, "double", OP_READ),
              op_arg_dat(p_r, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
  return 0;
}
