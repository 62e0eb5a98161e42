// op_arg_idx: the iteration index and a map entry.
#include "op_seq.h"

static void number(const int *self, const int *end, int *out) {
  out[0] = self[0];
  out[1] = end[0];
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  int e2n[4] = {0, 1, 1, 2}, out[4] = {};
  op_set nodes = op_decl_set(3, "nodes");
  op_set edges = op_decl_set(2, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
  op_dat p_out = op_decl_dat(edges, 2, "int", out, "p_out");
  op_par_loop(number, "number", edges, op_arg_idx(-1, OP_ID),
              op_arg_idx(1, pedge),
              op_arg_dat(p_out, -1, OP_ID, 2, "int", OP_WRITE));
  op_exit();
}
