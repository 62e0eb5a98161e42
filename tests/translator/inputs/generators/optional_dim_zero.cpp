// An optional global of dim 0: the host backends may run it inactive (its
// dim is then never checked), but the CUDA backends size its device copies
// by the dim.
#include "op_seq.h"

static void add(double *a, const double *w) {
  if (w)
    a[0] += w[0];
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {}, w = 1;
  const int useWeight = argc > 1;
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_par_loop(add, "add", nodes, op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW),
              // LOOM-ERROR: @+1:15 loop 'add', argument 1: the cuda backends do not support dim 0: it sizes the argument's device copies, so even an optional argument that is inactive needs a positive dim
              op_opt_arg_gbl(useWeight, &w, 0, "double", OP_READ));
  op_exit();
}
