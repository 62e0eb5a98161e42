// Constants through macros and constexpr, a call split over lines with
// comments, a typedef'd element type and an "double:soa" type string.
#include "op_seq.h"

#define NDIM 2
#define ACCESS_OUT OP_WRITE
constexpr int second_slot = 1;
constexpr int twice(int n) { return 2 * n; }
typedef double real;

static void copy2(const real *a, const real *b, real *out) {
  out[0] = a[0] + b[0];
  out[1] = a[1] + b[1];
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  int e2n[4] = {0, 1, 1, 0};
  double x[4] = {}, y[8] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_set edges = op_decl_set(2, "edges");
  op_map pedge = op_decl_map(edges, nodes, NDIM, e2n, "pedge");
  op_dat p_x = op_decl_dat(nodes, NDIM, "double", x, "p_x");
  op_dat p_y = op_decl_dat(edges, twice(NDIM), "double", y, "p_y");
  op_par_loop(copy2, // the kernel
              "copy2", /* the name */ edges,
              op_arg_dat(p_x, 0, pedge, NDIM, "double", OP_READ),
              // second end of the edge
              op_arg_dat(p_x, second_slot, pedge, NDIM, "double:soa",
                         OP_READ),
              op_arg_dat(p_y, -1, OP_ID, twice(NDIM) / 2, "double",
                         ACCESS_OUT));
  op_exit();
}
