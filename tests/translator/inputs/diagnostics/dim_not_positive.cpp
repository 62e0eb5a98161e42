#include "op_seq.h"

static void total(const double *a, double *sum) { sum[0] += a[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2}, sum = 0;
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_par_loop(total, "total", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              // LOOM-ERROR: @+1:32 dim 0 of op_arg_gbl must be positive: the run-time check refuses it
              op_arg_gbl(&sum, 0, "double", OP_INC));
  op_exit();
}
