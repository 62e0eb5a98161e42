#include "op_seq.h"

double eps;   // read by kernel `smooth`
double alpha; // read by no kernel

static void smooth(double *u) { *u *= eps; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double eps = 0.5;   // shadows the global the kernel reads: a warning
  double alpha = 3.0; // shadows a global no kernel reads: accepted silently
  op_decl_const(1, "double", &eps);
  op_decl_const2("alpha", 1, "double", &alpha);
  double u[2] = {1, 2};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_u = op_decl_dat(nodes, 1, "double", u, "p_u");
  op_par_loop(smooth, "smooth", nodes,
              op_arg_dat(p_u, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
