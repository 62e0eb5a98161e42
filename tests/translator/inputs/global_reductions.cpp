// op_arg_gbl with every access mode.
#include "op_seq.h"

static void reduce(const double *x, const double *scale, double *sum,
                   double *lo, double *hi, int *last) {
  *sum += scale[0] * x[0];
  *lo = x[0] < *lo ? x[0] : *lo;
  *hi = x[0] > *hi ? x[0] : *hi;
  *last = 1;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[3] = {1, 2, 3}, scale = 2, sum = 0, lo = 1e30, hi = -1e30;
  int last = 0;
  op_set nodes = op_decl_set(3, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_par_loop(reduce, "reduce", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&scale, 1, "double", OP_READ),
              op_arg_gbl(&sum, 1, "double", OP_INC),
              op_arg_gbl(&lo, 1, "double", OP_MIN),
              op_arg_gbl(&hi, 1, "double", OP_MAX),
              op_arg_gbl(&last, 1, "int", OP_WRITE));
  op_exit();
}
