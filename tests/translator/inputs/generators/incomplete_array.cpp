// The kernel reads a global array whose size this source never declares
// (defined in another): the CUDA backends cannot size its device copy.
// (Before, the reason given was "it is an array of arrays", and an array
// completed after the kernel was refused the same way.)
#include "op_seq.h"

extern double table[];

static void weigh(double *a) { a[0] *= table[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:3 loop 'weigh': kernel 'weigh' reads global 'table' (
  op_par_loop(weigh, "weigh", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
