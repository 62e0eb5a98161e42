// The kernel is a static member function: the CUDA backends copy kernels to
// the device as functions of a namespace, which a member is not.
#include "op_seq.h"

struct Kernels {
  static void halve(double *a) { a[0] /= 2; }
};

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:3 loop 'halve': kernel 'Kernels::halve' is a member
  op_par_loop(Kernels::halve, "halve", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
