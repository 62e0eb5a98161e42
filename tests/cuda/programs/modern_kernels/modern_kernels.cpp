// Kernels written with the C++ a scientist may use, copied to the device as
// they are: array parameters, pointer typedefs, const and __restrict__
// pointers, a function template instance, noexcept and extern "C" kernels;
// helpers that are templates, overloads, recursive, constexpr (an array
// bound, if constexpr) or in a namespace; a lambda, a range-for and a
// structured binding inside a kernel. Checks its own answers against the
// kernels called in order on the host: "modern_kernels: 6 nodes checked",
// or one line naming the first wrong value.
#include "op_seq.h"

#include <cstdio>

typedef double *values;
typedef const double *const_values;

template <int N> inline double sum(const double *v) {
  double s = 0;
  for (int i = 0; i < N; ++i)
    s += v[i];
  return s;
}
inline double f(double v) { return 2 * v; }
inline float f(float v) { return 3 * v; }
namespace shift {
inline double by_one(double v) { return v + 1; }
} // namespace shift
constexpr int width() { return 2; }
inline int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }
struct Pair {
  double a, b;
};

inline void from_array(const double x[2], double y[1]) { y[0] = x[0] + x[1]; }
inline void through_typedefs(const_values x, values y) { y[0] += x[0]; }
inline void restricted(const double *const x, double *__restrict__ y) {
  y[0] += x[1] * x[1];
}
template <typename T> inline void templated(const T *x, T *y) { y[0] += x[1]; }
inline void no_throw(const double *x, double *y) noexcept { y[0] -= x[0]; }
extern "C" inline void c_linkage(const double *x, double *y) {
  y[0] *= x[0] > 3 ? 0.5 : 1;
}
inline void modern(const double *x, double *y) {
  double pair[width()] = {x[0], x[1]};
  auto square = [](double v) { return v * v; };
  y[0] += sum<2>(pair) + f(x[0]) + f(1.0f) + shift::by_one(x[1]) +
          square(x[0]) + factorial(3);
  for (double v : pair)
    y[0] += v;
  if constexpr (width() == 2)
    y[0] += 1;
  auto [a, b] = Pair{x[0], x[1]};
  y[0] += a * b;
}

constexpr int n = 6;

// Every kernel in loop order over `x` into `y`, as op_par_loop runs them.
template <typename Loop> void allKernels(Loop loop) {
  loop(from_array);
  loop(through_typedefs);
  loop(restricted);
  loop(templated<double>);
  loop(no_throw);
  loop(c_linkage);
  loop(modern);
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2 * n], y[n] = {}, expected[n] = {};
  for (int i = 0; i < 2 * n; ++i)
    x[i] = 0.5 * i;
  op_set nodes = op_decl_set(n, "nodes");
  op_dat p_x = op_decl_dat(nodes, 2, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_par_loop(from_array, "from_array", nodes,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(through_typedefs, "through_typedefs", nodes,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(restricted, "restricted", nodes,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(templated<double>, "templated", nodes,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(no_throw, "no_throw", nodes,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(c_linkage, "c_linkage", nodes,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(modern, "modern", nodes,
              op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW));
  op_fetch_data(p_y, y);
  allKernels([&](auto kernel) {
    for (int i = 0; i < n; ++i)
      kernel(x + 2 * i, expected + i);
  });
  for (int i = 0; i < n; ++i)
    if (y[i] != expected[i]) {
      std::printf("loom: error: modern_kernels: node %d is %.17g, expected "
                  "%.17g\n",
                  i, y[i], expected[i]);
      return 1;
    }
  std::printf("modern_kernels: %d nodes checked\n", n);
  op_exit();
}
