#include "op_seq.h"

static void copy(double *from, double *to) { *to = *from; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2}, y[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_par_loop(copy, "copy", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
