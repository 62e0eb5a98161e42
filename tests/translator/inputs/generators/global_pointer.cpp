// The kernel reads a global pointer: the CUDA backends copy a global the
// kernel reads to the device, but not what a pointer points to.
#include "op_seq.h"

double *weights = nullptr;

static void weigh(double *a) { a[0] *= weights[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {}, w[1] = {2};
  weights = w;
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:3 loop 'weigh': kernel 'weigh' reads global 'weights' (
  op_par_loop(weigh, "weigh", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
