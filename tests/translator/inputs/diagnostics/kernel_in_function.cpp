#include "op_seq.h"

// A kernel in a local class: the generated loops cannot name it.
int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  struct Local {
    static void fill(double *a) { a[0] = 1; }
  };
  // LOOM-ERROR: @+1:15 kernel 'main(int, char **)::Local::fill' is declared inside function 'main': the generated loops cannot call it
  op_par_loop(Local::fill, "fill", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
