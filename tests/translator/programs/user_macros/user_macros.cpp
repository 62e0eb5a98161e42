// A program whose macros are named like what loomc writes into the loops
// header and what Loom's runtime headers hold (n, set, block, name, arg0,
// T, ...), defined after op_seq.h as an OP2 program may: the loops header,
// included at the end of the file, must not expand them in Loom's code,
// and the copies of the kernels (CUDA device copies, the openmp backend's
// SIMD lane copies) must expand them as the kernels do.
// Checks its own answers: "user_macros: 3 loops checked", or one line
// naming the first wrong value.
#include "op_seq.h"

#include <cmath>
#include <cstdio>

#define T double
#define n 5
#define set nodes_set
#define block 7
#define name "not a loop name"
#define args oops
#define arg0 oops
#define arg1 oops
#define size 0
#define dim 0
#define map 0
#define plan 0
#define lanes 3
#define offset oops
#define count oops
#define nthreads 0
#define loom nothing
#define SCALE(v) (2 * (v))
#define WEIGHT(v) ((v) + block)

// A function the kernels call: the CUDA backends copy it to the device.
inline T weighted(T v) { return WEIGHT(SCALE(v)); }

inline void scale(const T *x, T *y) { y[0] = weighted(x[0]) + n; }

inline void spread(const T *y, T *left, T *right) {
  left[0] += SCALE(y[0]);
  right[0] += lanes * y[0];
}

inline void total(const T *y, T *sum) { *sum += y[0] + block; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  constexpr int nodeCount = 40, edgeCount = 39;
  T x[nodeCount], y[nodeCount] = {}, a[nodeCount] = {}, e[edgeCount];
  int ends[2 * edgeCount];
  for (int k = 0; k < nodeCount; ++k)
    x[k] = k + 1;
  for (int k = 0; k < edgeCount; ++k) {
    e[k] = 0.5 * k;
    ends[2 * k] = k;
    ends[2 * k + 1] = k + 1;
  }
  op_set nodes = op_decl_set(nodeCount, "nodes");
  op_set edges = op_decl_set(edgeCount, "edges");
  op_map ends_map = op_decl_map(edges, nodes, 2, ends, "ends");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_dat p_a = op_decl_dat(nodes, 1, "double", a, "p_a");
  op_dat p_e = op_decl_dat(edges, 1, "double", e, "p_e");
  op_par_loop(scale, "scale", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(spread, "spread", edges,
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_a, 0, ends_map, 1, "double", OP_INC),
              op_arg_dat(p_a, 1, ends_map, 1, "double", OP_INC));
  T sum = 0;
  op_par_loop(total, "total", nodes,
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&sum, 1, "double", OP_INC));

  op_fetch_data(p_y, y);
  op_fetch_data(p_a, a);

  // The same values, serially.
  T wantSum = 0;
  for (int k = 0; k < nodeCount; ++k) {
    const T want = 2 * x[k] + block + n;
    wantSum += want + block;
    if (y[k] != want) {
      std::printf("loom: error: user_macros: scale: p_y[%d] is %.17g, not "
                  "%.17g\n",
                  k, y[k], want);
      return 1;
    }
    const T left = k < edgeCount ? 2 * e[k] : 0;
    const T right = k > 0 ? lanes * e[k - 1] : 0;
    if (std::fabs(a[k] - (left + right)) > 1e-12 * (left + right)) {
      std::printf("loom: error: user_macros: spread: p_a[%d] is %.17g, not "
                  "%.17g\n",
                  k, a[k], left + right);
      return 1;
    }
  }
  if (std::fabs(sum - wantSum) > 1e-9 * wantSum) {
    std::printf("loom: error: user_macros: total: %.17g, not %.17g\n", sum,
                wantSum);
    return 1;
  }
  std::printf("user_macros: 3 loops checked\n");
  op_exit();
  return 0;
}
