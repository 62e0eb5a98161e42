#pragma once

inline void zero(double *a) { a[0] = 0; }

inline void resetAll(op_set nodes, op_dat p_x) {
  op_par_loop(zero, "zero", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
}
