// OP2 arrives through a project header, not directly.
#include "app.h"
#include <cstdio>

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_par_loop(twice, "twice", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  std::printf("%g\n", x[0]);
  op_exit();
}
