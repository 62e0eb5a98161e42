// op_arg_info, op_opt_arg_gbl and op_decl_const2 in the loop model.
#include "op_seq.h"

double scale;

static void argmax(const double *v, const int *n, double *best, int *loc,
                   const int *flag, double *sum) {
  if (*v * scale > *best) {
    *best = *v * scale;
    *loc = *n;
  }
  if (*flag)
    *sum += *v;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {1, 3, 2, 0};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  scale = 2;
  op_decl_const2("scale", 1, "double", &scale);
  double best = -1e300, sum = 0;
  int loc = -1, flag = 1;
  op_par_loop(argmax, "argmax", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_idx(-1, OP_ID), op_arg_gbl(&best, 1, "double", OP_MAX),
              op_arg_info(&loc, 1, "int", 2), op_arg_gbl(&flag, 1, "int", OP_READ),
              op_opt_arg_gbl(flag, &sum, 1, "double", OP_INC));
  op_exit();
}
