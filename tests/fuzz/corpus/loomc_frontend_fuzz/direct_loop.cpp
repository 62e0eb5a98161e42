// Direct loop: every argument is accessed through OP_ID.
#include "op_seq.h"

static void scale(const double *in, double *out) { out[0] = 2.0 * in[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {1, 2, 3, 4}, y[4] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_par_loop(scale, "scale", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
