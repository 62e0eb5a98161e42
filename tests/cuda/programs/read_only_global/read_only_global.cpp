// OP_READ globals that the kernels take through pointers to non-const, as
// OP2 code often has them. Read only, they must raise nothing (a NaN among
// them included: the check compares bytes); with `--write` a kernel writes
// one, which every backend must report as the error it is: the host
// backends at the loop, the CUDA backends where the host next waits (here
// op_fetch_data; before, the value the kernel wrote stayed on the device
// for later loops). Exits 1 with one line naming the first value that is
// wrong.
#include "op_seq.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

inline void scaleBy(double *x, double *factor, double *unused) {
  (void)unused;
  x[0] *= factor[0];
}

inline void scaleAndReset(double *x, double *factor) {
  x[0] *= factor[0];
  factor[0] = 1;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const bool write = argc > 1 && std::strcmp(argv[1], "--write") == 0;
  constexpr int n = 8;
  double x[n];
  for (int i = 0; i < n; ++i)
    x[i] = i + 1;
  double factor = 2, nan = std::numeric_limits<double>::quiet_NaN();
  op_set nodes = op_decl_set(n, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  for (int step = 0; step < 2; ++step)
    op_par_loop(scaleBy, "scale_by", nodes,
                op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW),
                op_arg_gbl(&factor, 1, "double", OP_READ),
                op_arg_gbl(&nan, 1, "double", OP_READ));
  if (write)
    op_par_loop(scaleAndReset, "scale_and_reset", nodes,
                op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW),
                op_arg_gbl(&factor, 1, "double", OP_READ));
  double out[n];
  op_fetch_data(p_x, out);
  int failed = 0;
  for (int i = 0; i < n && !failed; ++i)
    if (out[i] != (i + 1) * (write ? 8.0 : 4.0)) {
      std::printf("loom: error: read_only_global: node %d is %.17g\n", i,
                  out[i]);
      failed = 1;
    }
  if (!failed)
    std::printf("read_only_global: %d nodes checked\n", n);
  op_exit();
  return failed;
}
