// Kernels whose generated names would collide (a::k and a_k both make
// op_par_loop_a_k), and a user function already named like a generated one.
#include "op_seq.h"

namespace a {
void k(double *x) { x[0] = 1; }
} // namespace a
void a_k(double *x) { x[0] = 2; }
void op_par_loop_z(double *x) { x[0] = 3; }
void z(double *x) { x[0] = 4; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_par_loop(a::k, "k", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(a_k, "k", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(z, "z", nodes, op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
  op_exit();
}
