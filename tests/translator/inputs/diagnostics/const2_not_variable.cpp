#include "op_seq.h"

static void k(double *a) { a[0] = 1; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double local = 1;
  // LOOM-ERROR: @+1:40 op_decl_const2 data must be a variable or its address
  op_decl_const2("local", 1, "double", &local + 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_par_loop(k, "k", nodes, op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
