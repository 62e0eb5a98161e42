// Constants declared with op_decl_const in one source and read by a kernel
// of another (scale.cpp), as OP2 applications of several sources have them;
// a new value (assigned, or declared again) reaches the next loop. Exits 1
// with one line naming the first value that is wrong.
#include "constants.h"

#include <cmath>
#include <cstdio>

double gain = 2.5;
int offsets[3] = {1, 2, 3};

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  constexpr int n = 8;
  double x[n];
  for (int i = 0; i < n; ++i)
    x[i] = i;
  op_set nodes = op_decl_set(n, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_decl_const(1, "double", &gain);
  op_decl_const(3, "int", offsets);
  scaleAll(nodes, p_x); // x * 2.5 + 2
  gain = 0.5;
  offsets[1] = -1;
  scaleAll(nodes, p_x); // x * 0.5 - 1
  double out[n];
  op_fetch_data(p_x, out);
  int failed = 0;
  for (int i = 0; i < n && !failed; ++i) {
    const double expected = (i * 2.5 + 2) * 0.5 - 1;
    if (std::fabs(out[i] - expected) > 1e-15) {
      std::printf("loom: error: consts_elsewhere: node %d is %.17g, expected "
                  "%.17g\n",
                  i, out[i], expected);
      failed = 1;
    }
  }
  if (!failed)
    std::printf("consts_elsewhere: %d nodes checked\n", n);
  op_exit();
  return failed;
}
