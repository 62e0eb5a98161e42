// OP2 programs may pass OP_RW, OP_INC or OP_WRITE for a kernel parameter
// declared const (OP2 never checks; a real tsunami code does it twice):
// loomc warns and treats the argument as OP_READ, which is all the kernel
// can do. Built header-only, through loomc seq and OpenMP; the outputs must
// agree.
#include "op_seq.h"

#include <cstdio>

// Reads the bathymetry through a const pointer although the loop says OP_RW.
static void flux(const double *x0, const double *x1, const float *depth,
                 double *f) {
  *f = (*x1 - *x0) * static_cast<double>(*depth);
}

// Reads a global through a const pointer although the loop says OP_INC.
static void scale(const double *f, const double *factor, double *out) {
  *out = *f * *factor;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int nnode = 6, nedge = 5;
  double x[nnode] = {0.0, 0.5, 1.5, 3.0, 5.0, 7.5};
  float depth[nedge] = {1.0f, 2.0f, 0.5f, 4.0f, 3.0f};
  int edges[2 * nedge] = {0, 1, 1, 2, 2, 3, 3, 4, 4, 5};
  double f[nedge] = {}, out[nedge] = {};
  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edge = op_decl_set(nedge, "edges");
  op_map pedge = op_decl_map(edge, nodes, 2, edges, "pedge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_depth = op_decl_dat(edge, 1, "float", depth, "p_depth");
  op_dat p_f = op_decl_dat(edge, 1, "double", f, "p_f");
  op_dat p_out = op_decl_dat(edge, 1, "double", out, "p_out");
  op_par_loop(flux, "flux", edge,
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_READ),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_READ),
              op_arg_dat(p_depth, -1, OP_ID, 1, "float", OP_RW),
              op_arg_dat(p_f, -1, OP_ID, 1, "double", OP_WRITE));
  double factor = 2.5;
  op_par_loop(scale, "scale", edge,
              op_arg_dat(p_f, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&factor, 1, "double", OP_INC),
              op_arg_dat(p_out, -1, OP_ID, 1, "double", OP_WRITE));
  op_fetch_data(p_out, out);
  op_fetch_data(p_depth, depth);
  for (int e = 0; e < nedge; ++e)
    std::printf("edge %d depth %.9g out %.17g\n", e, depth[e], out[e]);
  std::printf("factor %.17g\n", factor);
  op_exit();
}
