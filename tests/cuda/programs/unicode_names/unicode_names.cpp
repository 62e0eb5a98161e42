// Kernels, the functions they call and the globals they read named in
// UTF-8 (C++ allows it): their device copies must be renamed and called as
// ASCII ones are, with ASCII names (nvcc takes no universal character in a
// device function's or __constant__ variable's name). Before, the copy kept
// the kernel's own name (a redefinition of the host kernel) because loomc's
// scanner split `größe` at its first non-ASCII byte. Types named in UTF-8
// keep their names: nvcc takes them, in a helper's signature too. Checks its
// own answers: "unicode_names: 6 nodes checked", or one line naming the first
// wrong value.
#include "op_seq.h"

#include <cstdio>

double schritt = 1; // a global the kernel reads
double maß = 2;
typedef double réel;
struct Maßpaar {
  réel erst, zweit;
};

inline double verdoppelt(double v) { return maß * v; }
inline réel summe(const Maßpaar &p) { return p.erst + p.zweit; }

inline void größe(const double *x, double *y) {
  const réel über = verdoppelt(x[0]); // a local: nvcc takes it as it is
  y[0] = summe(Maßpaar{über, schritt});
}

inline void 増やす(double *y) { y[0] += 10; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  op_decl_const(1, "double", &maß);
  constexpr int n = 6;
  double x[n], y[n] = {};
  for (int i = 0; i < n; ++i)
    x[i] = i;
  op_set nodes = op_decl_set(n, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_par_loop(größe, "größe", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(増やす, "増やす", nodes,
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW));
  op_fetch_data(p_y, y);
  for (int i = 0; i < n; ++i)
    if (y[i] != 2.0 * i + 11) {
      std::printf("loom: error: unicode_names: node %d is %.17g\n", i, y[i]);
      return 1;
    }
  std::printf("unicode_names: %d nodes checked\n", n);
  op_exit();
}
