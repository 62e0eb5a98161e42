// One dat passed to one loop by two expressions that loomc gives different
// device layouts: `p_v` (its type string says "double:soa") directly, and
// `neighbours` (the same op_dat, a second name) through a map, which keeps
// arrays of structs. The CUDA runtime then hands the kernel two copies, one
// per layout; that is right while the loop only reads the dat, and with
// `--write` a loop that writes it through one name and reads it through the
// other must be refused (two copies would disagree), not run on a freed copy.
// Exits 1 with one line naming the first value that is wrong.
#include "op_seq.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

inline void smooth(const double *v, const double *next, double *out) {
  for (int d = 0; d < 3; ++d)
    out[d] = 0.5 * v[d] + 0.25 * next[d] + d;
}

inline void shift(double *v, const double *same) {
  for (int d = 0; d < 3; ++d)
    v[d] = same[d] + 1;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const bool write = argc > 1 && std::strcmp(argv[1], "--write") == 0;
  constexpr int n = 40;
  std::vector<int> next(n);
  std::vector<double> v(n * 3), out(n * 3, 0.0);
  for (int i = 0; i < n; ++i) {
    next[i] = (i * 7 + 3) % n;
    for (int d = 0; d < 3; ++d)
      v[i * 3 + d] = 0.01 * ((i * 37 + d * 11) % 101) - 0.3;
  }
  op_set nodes = op_decl_set(n, "nodes");
  op_map pnext = op_decl_map(nodes, nodes, 1, next.data(), "pnext");
  op_dat p_v = op_decl_dat(nodes, 3, "double:soa", v.data(), "p_v");
  op_dat p_out = op_decl_dat(nodes, 3, "double", out.data(), "p_out");
  op_dat neighbours = p_v;
  if (write)
    op_par_loop(shift, "shift", nodes,
                op_arg_dat(p_v, -1, OP_ID, 3, "double:soa", OP_WRITE),
                op_arg_dat(neighbours, -1, OP_ID, 3, "double", OP_READ));
  for (int step = 0; step < 2; ++step)
    op_par_loop(smooth, "smooth", nodes,
                op_arg_dat(p_v, -1, OP_ID, 3, "double:soa", OP_READ),
                op_arg_dat(neighbours, 0, pnext, 3, "double", OP_READ),
                op_arg_dat(p_out, -1, OP_ID, 3, "double", OP_WRITE));
  op_fetch_data(p_out, out.data());
  if (write) // what shift did
    for (double &value : v)
      value += 1;
  int failed = 0;
  for (int i = 0; i < n && !failed; ++i)
    for (int d = 0; d < 3; ++d) {
      const double expected =
          0.5 * v[i * 3 + d] + 0.25 * v[next[i] * 3 + d] + d;
      if (std::fabs(out[i * 3 + d] - expected) > 1e-14) {
        std::printf("loom: error: two_expressions: node %d value %d is %.17g, "
                    "expected %.17g\n",
                    i, d, out[i * 3 + d], expected);
        failed = 1;
        break;
      }
    }
  if (!failed)
    std::printf("two_expressions: %d nodes checked\n", n);
  op_exit();
  return failed;
}
