#include "op_seq.h"

template <typename T> void fill(T *a) { a[0] = 1; }

// The kernel depends on T: Clang resolves the call only per instantiation.
template <typename T> void run(op_set nodes, op_dat x) {
  // LOOM-ERROR: @+1:3 op_par_loop with arguments that depend on a template parameter cannot be translated
  op_par_loop(fill<T>, "fill", nodes,
              op_arg_dat(x, -1, OP_ID, 1, "double", OP_WRITE));
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  run<double>(nodes, p_x);
  op_exit();
}
