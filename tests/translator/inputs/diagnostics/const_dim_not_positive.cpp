#include "op_seq.h"

double scale[2] = {1, 2};

static void apply(double *a) { a[0] *= scale[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:17 dim -2 of op_decl_const must be positive: the run-time check refuses it
  op_decl_const(-2, "double", scale);
  op_par_loop(apply, "apply", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
