// A null dat given to op_arg_dat (an optional HDF5 dataset that was absent,
// say): the loop reports it with its name, the argument and (translated
// builds) the call site, not op_arg_dat with neither.
#include "op_seq.h"

inline void copy_q(const double *q, double *r) { r[0] = q[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double q[4] = {};
  op_set cells = op_decl_set(4, "cells");
  op_dat p_q = op_decl_dat(cells, 1, "double", q, "p_q");
  op_dat p_test = nullptr;
  op_par_loop(copy_q, "copy_q", cells,
              op_arg_dat(p_q, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_test, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
  return 0;
}
