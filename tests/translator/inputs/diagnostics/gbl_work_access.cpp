#include "op_seq.h"

static void k(const double *v, double *scratch) { *scratch = *v; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  double scratch = 0;
  op_par_loop(k, "k", nodes, op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              // LOOM-ERROR: @+1:49 access mode of op_arg_gbl must be a constant OP_READ, OP_WRITE, OP_RW, OP_INC, OP_MIN or OP_MAX
              op_arg_gbl(&scratch, 1, "double", OP_WORK));
  op_exit();
}
