// Indirect reads: an edge loop reading node data through a map.
#include "op_seq.h"

static void edge_length(const double *a, const double *b, double *len) {
  len[0] = b[0] - a[0];
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  int e2n[6] = {0, 1, 1, 2, 2, 3};
  double x[4] = {0, 1, 3, 6}, len[3] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_set edges = op_decl_set(3, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_len = op_decl_dat(edges, 1, "double", len, "p_len");
  op_par_loop(edge_length, "edge_length", edges,
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_READ),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_READ),
              op_arg_dat(p_len, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
