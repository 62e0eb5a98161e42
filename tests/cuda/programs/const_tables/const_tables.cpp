// Kernels and helpers that read namespace-scope const and constexpr arrays
// (one declared before the kernel without its size and completed after
// it), and a const scalar whose value is only known at run time. nvcc lets
// device code read a const scalar with a constant initializer, but not an
// array nor a value computed at start-up ("identifier is undefined in
// device code"): the CUDA backends copy those to the device as they copy
// any other global the kernel reads (before, only non-const globals were
// copied and the generated .cu did not compile). The kernels also call
// std::min, std::max and std::clamp, constexpr host functions that nvcc
// compiles for the device with --expt-relaxed-constexpr (as OP2's CUDA
// build does). A last loop takes a global only: its CUDA kernels have no
// element to use (nvcc warned of an unused variable, an error under
// -Werror). Checked against a serial computation on an 8-edge chain of 9
// nodes.
#include "op_seq.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

const double weights[3] = {0.5, 0.25, 0.125};
constexpr int order[3] = {2, 0, 1};
const double root2 = std::sqrt(2.0);
const double half = 0.5; // a constant initializer: read on the device as is
constexpr int width = 2; // a constexpr scalar: the same
extern double bounds[];  // its size follows the kernel

inline double weighted(const double *x, int k) {
  return std::min(weights[order[k]], 1.0) * x[k % width];
}

inline void spread(const double *x, double *a, double *b) {
  const int k = static_cast<int>(x[0]) % 3;
  a[0] += weighted(x, k);
  b[0] += std::clamp(root2 * half * weights[k], bounds[0], bounds[1]) +
          std::max(0.0, -x[1]);
}

double bounds[2] = {0.1, 0.3};

inline void count(int *seen) { seen[0] += 1; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  constexpr int nodes = 9, edges = 8;
  double x[2 * edges], a[nodes] = {}, b[nodes] = {};
  int ends[2 * edges];
  for (int e = 0; e < edges; ++e) {
    x[2 * e] = e;
    x[2 * e + 1] = 10 + e;
    ends[2 * e] = e;
    ends[2 * e + 1] = e + 1;
  }
  op_set p_nodes = op_decl_set(nodes, "nodes");
  op_set p_edges = op_decl_set(edges, "edges");
  op_map pedge = op_decl_map(p_edges, p_nodes, 2, ends, "pedge");
  op_dat p_x = op_decl_dat(p_edges, 2, "double", x, "p_x");
  op_dat p_a = op_decl_dat(p_nodes, 1, "double", a, "p_a");
  op_dat p_b = op_decl_dat(p_nodes, 1, "double", b, "p_b");
  op_par_loop(spread, "spread", p_edges,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_a, 0, pedge, 1, "double", OP_INC),
              op_arg_dat(p_b, 1, pedge, 1, "double", OP_INC));
  int seen = 0;
  op_par_loop(count, "count", p_edges, op_arg_gbl(&seen, 1, "int", OP_INC));
  if (seen != edges) {
    std::printf("loom: error: const_tables: %d edges counted, expected %d\n",
                seen, edges);
    op_exit();
    return 1;
  }
  double gotA[nodes], gotB[nodes], wantA[nodes] = {}, wantB[nodes] = {};
  op_fetch_data(p_a, gotA);
  op_fetch_data(p_b, gotB);
  for (int e = 0; e < edges; ++e) {
    const int k = e % 3;
    wantA[e] += weights[order[k]] * x[2 * e + k % width];
    const double w = root2 * half * weights[k];
    wantB[e + 1] += w < 0.1 ? 0.1 : w > 0.3 ? 0.3 : w;
  }
  for (int n = 0; n < nodes; ++n)
    if (std::fabs(gotA[n] - wantA[n]) > 1e-12 ||
        std::fabs(gotB[n] - wantB[n]) > 1e-12) {
      std::printf("loom: error: const_tables: node %d is (%.17g, %.17g), "
                  "expected (%.17g, %.17g)\n",
                  n, gotA[n], gotB[n], wantA[n], wantB[n]);
      op_exit();
      return 1;
    }
  std::printf("const_tables: %d nodes checked\n", nodes);
  op_exit();
  return 0;
}
