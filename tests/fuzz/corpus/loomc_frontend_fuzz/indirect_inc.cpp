// Indirect increments, one slot at a time and as a vector argument (T**).
#include "op_seq.h"

static void spread(const double *flux, double *left, double *right) {
  left[0] += flux[0];
  right[0] -= flux[0];
}

static void gather(const double **ends, double *sum) {
  sum[0] = ends[0][0] + ends[1][0];
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  int e2n[4] = {0, 1, 1, 2};
  double flux[2] = {1, 2}, res[3] = {}, sum[2] = {};
  op_set nodes = op_decl_set(3, "nodes");
  op_set edges = op_decl_set(2, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
  op_dat p_flux = op_decl_dat(edges, 1, "double", flux, "p_flux");
  op_dat p_res = op_decl_dat(nodes, 1, "double", res, "p_res");
  op_dat p_sum = op_decl_dat(edges, 1, "double", sum, "p_sum");
  op_par_loop(spread, "spread", edges,
              op_arg_dat(p_flux, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_res, 0, pedge, 1, "double", OP_INC),
              op_arg_dat(p_res, 1, pedge, 1, "double", OP_INC));
  op_par_loop(gather, "gather", edges,
              op_arg_dat(p_res, -2, pedge, 1, "double", OP_READ),
              op_arg_dat(p_sum, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
