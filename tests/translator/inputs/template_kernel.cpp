// A template kernel, in a namespace, used with two element types: two
// generated functions (_1, _2); the repeated float loop (same name, other
// dats) shares the second.
#include "op_seq.h"

namespace kernels {
template <typename T> void axpy(const T *x, T *y) { y[0] += T(2) * x[0]; }
} // namespace kernels

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double xd[2] = {1, 2}, yd[2] = {};
  float xf[2] = {1, 2}, yf[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_xd = op_decl_dat(nodes, 1, "double", xd, "p_xd");
  op_dat p_yd = op_decl_dat(nodes, 1, "double", yd, "p_yd");
  op_dat p_xf = op_decl_dat(nodes, 1, "float", xf, "p_xf");
  op_dat p_yf = op_decl_dat(nodes, 1, "float", yf, "p_yf");
  op_par_loop(kernels::axpy<double>, "axpy_double", nodes,
              op_arg_dat(p_xd, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_yd, -1, OP_ID, 1, "double", OP_INC));
  op_par_loop(kernels::axpy<float>, "axpy_float", nodes,
              op_arg_dat(p_xf, -1, OP_ID, 1, "float", OP_READ),
              op_arg_dat(p_yf, -1, OP_ID, 1, "float", OP_INC));
  op_par_loop(kernels::axpy<float>, "axpy_float", nodes,
              op_arg_dat(p_yf, -1, OP_ID, 1, "float", OP_READ),
              op_arg_dat(p_xf, -1, OP_ID, 1, "float", OP_INC));
  op_exit();
}
