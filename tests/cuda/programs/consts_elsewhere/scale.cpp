// The other source of consts_elsewhere: its kernel reads constants that
// this source does not declare with op_decl_const. The CUDA backends copy
// them to the device from the host globals (before, nvcc refused the
// generated code: the kernel named host variables).
#include "constants.h"

inline void scale(double *x) { x[0] = x[0] * gain + offsets[1]; }

void scaleAll(op_set nodes, op_dat p_x) {
  op_par_loop(scale, "scale", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
}
