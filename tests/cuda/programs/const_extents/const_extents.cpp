// Constants whose op_decl_const dim is smaller than the variable (OP2
// copies dim elements, and the host backends read the variable itself, so
// kernels may read past dim), an array of one element and a scalar. The
// CUDA backends copy the whole variable to the device, in its own shape;
// before, `double weights[3]` declared with dim 1 became a scalar in
// __constant__ memory and the generated .cuh did not compile; so did
// `real offsets[2]` behind a typedef until the type string was compared
// with its canonical type too. Checks its
// own answers: "const_extents: 8 nodes checked", or one line naming the
// first wrong value.
#include "op_seq.h"

#include <cstdio>

double weights[3] = {1, 2, 3};
double single[1] = {5};
double scale = 2;
typedef double real; // the type string "double" names real's elements
real offsets[2] = {10, 20};

inline void weigh(const double *x, double *y) {
  y[0] = scale * x[0] + weights[2] + single[0] + offsets[1];
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  op_decl_const(1, "double", weights);
  op_decl_const(1, "double", single);
  op_decl_const(1, "double", &scale);
  op_decl_const(1, "double", offsets);
  constexpr int n = 8;
  double x[n], y[n] = {};
  for (int i = 0; i < n; ++i)
    x[i] = i + 1;
  op_set nodes = op_decl_set(n, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_par_loop(weigh, "weigh", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_fetch_data(p_y, y);
  for (int i = 0; i < n; ++i)
    if (y[i] != 2.0 * (i + 1) + 3 + 5 + 20) {
      std::printf("loom: error: const_extents: node %d is %.17g\n", i, y[i]);
      return 1;
    }
  std::printf("const_extents: %d nodes checked\n", n);
  op_exit();
}
