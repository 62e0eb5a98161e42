// Calls whose later lines are aligned with their arguments, for the
// rewriter to keep aligned after renaming the callee.
#include "op_seq.h"

static void scale(const double *in, double *out) { out[0] = 2.0 * in[0]; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2}, y[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_par_loop(scale, "aligned", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double",
                         OP_READ),
              // a comment line
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(scale, R"(raw
              name)", nodes,
      op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
	      op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  // The lines after the calls keep their numbers: the rewriter changes
  // only the blanks that open the calls' lines.
  op_exit();
}
