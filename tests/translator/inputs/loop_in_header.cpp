#include "op_seq.h"

#include "loop_in_header.h"

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  resetAll(nodes, p_x);
  op_exit();
}
