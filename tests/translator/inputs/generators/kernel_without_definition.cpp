// The kernel is declared but defined nowhere loomc can see (another
// translation unit): the host backends call it, the CUDA backends cannot
// copy it to the device.
#include "op_seq.h"

void scale(double *a);

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:3 loop 'scale': the CUDA backends need the definition of kernel 'scale' in the translated source or a header it includes
  op_par_loop(scale, "scale", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
