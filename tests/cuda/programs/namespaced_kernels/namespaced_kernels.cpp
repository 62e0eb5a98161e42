// Kernels where OP2 programs keep them: in a namespace (their device copies
// are made in the same namespace, so that what the kernel names without a
// qualifier is found), nested namespaces with a helper called with and
// without its qualifier, an anonymous namespace, a recursive kernel, and
// a::twice beside a global a_twice (one name each, not one copy for both).
// Checks its own answers: "namespaced_kernels: 5 loops checked", or one
// line naming the first wrong value.
#include "op_seq.h"

#include <cstdio>

namespace a {
struct Pair {
  double first, second;
};
inline double sum(Pair p) { return p.first + p.second; }
inline void twice(double *x) { x[0] = sum(Pair{x[0], x[0]}); }
} // namespace a

inline void a_twice(double *x) { x[0] += 100; }

namespace outer::inner {
inline double square(double v) { return v * v; }
inline double cube(double v) { return v * outer::inner::square(v); }
inline void raise(const double *x, double *y) { y[0] = square(x[0]) + cube(1); }
} // namespace outer::inner

namespace {
inline void halve(double *x) { x[0] /= 2; }
} // namespace

// Recursive: the kernel calls itself, and its device copy calls the copy.
inline void countdown(const int *n, double *y) {
  if (*n > 0) {
    y[0] += 1;
    const int rest = *n - 1;
    countdown(&rest, y);
  }
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  constexpr int size = 6;
  double x[size], y[size] = {};
  int n[size];
  for (int i = 0; i < size; ++i) {
    x[i] = i + 1;
    n[i] = i;
  }
  op_set nodes = op_decl_set(size, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_dat p_n = op_decl_dat(nodes, 1, "int", n, "p_n");
  op_par_loop(a::twice, "twice", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(a_twice, "a_twice", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(halve, "halve", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(outer::inner::raise, "raise", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(countdown, "countdown", nodes,
              op_arg_dat(p_n, -1, OP_ID, 1, "int", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_INC));
  op_fetch_data(p_x, x);
  op_fetch_data(p_y, y);
  for (int i = 0; i < size; ++i) {
    const double xi = (2.0 * (i + 1) + 100) / 2; // twice, a_twice, halve
    const double yi = xi * xi + 1 + i;           // raise, countdown
    if (x[i] != xi || y[i] != yi) {
      std::printf("loom: error: namespaced_kernels: node %d: x = %.17g "
                  "(expected %.17g), y = %.17g (expected %.17g)\n",
                  i, x[i], xi, y[i], yi);
      return 1;
    }
  }
  std::printf("namespaced_kernels: 5 loops checked\n");
  op_exit();
}
