#include "op_seq.h"

static void k(const double *v, double *best, int *loc) {
  if (*v > *best) { *best = *v; *loc = 0; }
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  double best = 0;
  int loc = 0;
  int ref = argc;
  op_par_loop(k, "k", nodes, op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              // LOOM-ERROR: @+1:83 reference argument of op_arg_info must be an integer constant expression
              op_arg_gbl(&best, 1, "double", OP_MAX), op_arg_info(&loc, 1, "int", ref));
  op_exit();
}
