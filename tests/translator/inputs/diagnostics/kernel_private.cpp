#include "op_seq.h"

// A private kernel the program may call (main is a friend) but the
// generated loops, outside the class, may not.
class Kernels {
  static void fill(double *a) { a[0] = 1; }
  friend int main(int, char **);
};

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:15 kernel 'Kernels::fill' is a private member of 'Kernels': the generated loops cannot call it
  op_par_loop(Kernels::fill, "fill", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
