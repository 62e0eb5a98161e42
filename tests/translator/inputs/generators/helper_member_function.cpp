// The kernel calls a member function of the user's: the CUDA backends copy
// free functions to the device, not members.
#include "op_seq.h"

struct Halves {
  static double of(double v) { return v / 2; }
};

static void halve(double *a) { a[0] = Halves::of(a[0]); }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:3 loop 'halve': kernel 'halve' calls 'of' (
  op_par_loop(halve, "halve", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
