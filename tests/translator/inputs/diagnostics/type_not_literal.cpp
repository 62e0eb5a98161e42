#include "op_seq.h"

static void k1(double *a) { a[0] = 1; }
static void k2(const double *a, double *b) { b[0] = a[0]; }
static void kv(const double **a, double *b) { b[0] = a[0][0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  int e2n[4] = {0, 1, 1, 0};
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_set edges = op_decl_set(2, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_e = op_decl_dat(edges, 1, "double", x, "p_e");
  char const *type = "double";
  // LOOM-ERROR: @+1:62 type of op_arg_dat must be a string literal
  op_par_loop(k1, "k1", nodes, op_arg_dat(p_x, -1, OP_ID, 1, type, OP_WRITE));
  op_exit();
}
