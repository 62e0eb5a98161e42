// The kernel lives in a namespace named outside ASCII: its device copy is
// made in that namespace, which nvcc cannot give a device function.
#include "op_seq.h"

namespace größen {
inline void twice(double *a) { a[0] *= 2; }
} // namespace größen

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:3 loop 'twice': 'größen::twice' is in namespace 'größen', and nvcc takes no device function in a namespace named outside ASCII; move it out
  op_par_loop(größen::twice, "twice", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
