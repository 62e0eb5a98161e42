#include "op_seq.h"

static void accumulate(const double *a, const double *total) {
  (void)a;
  (void)total;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2}, total = 0;
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_par_loop(accumulate, "accumulate", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&total, 1, "double", OP_INC));
  op_exit();
}
