// Arguments of op_par_loop built by macros (#30): an object-like macro for a
// whole op_arg_dat, a function-like macro taking the dat, a macro for the dat
// itself, and a function-like macro pasting the dat's name together. loomc
// must read each back as the dat it names. The same
// file with CR-only line endings is the program cr_endings.
#include "op_seq.h"

#include <cstdio>
#include <vector>

static void scale(const double *x, double *y) { y[0] = 2.0 * x[0]; }
static void gather(const double *a, const double *b, double *sum) {
  sum[0] = a[0] + b[0];
}

#define ARG_X op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ)
#define ARG_NODE(dat, i) op_arg_dat(dat, i, p_edge, 1, "double", OP_READ)
#define THE_Y p_y
#define READ_OF(name) op_arg_dat(p_##name, -1, OP_ID, 1, "double", OP_READ)

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int nn = 12, ne = 11;
  std::vector<double> x(nn), y(nn, 0.0), z(nn, 0.0), s(ne, 0.0);
  std::vector<int> edge(2 * ne);
  for (int i = 0; i < nn; ++i)
    x[i] = 0.5 * i + 1;
  for (int e = 0; e < ne; ++e) {
    edge[2 * e] = e;
    edge[2 * e + 1] = e + 1;
  }
  op_set nodes = op_decl_set(nn, "nodes");
  op_set edges = op_decl_set(ne, "edges");
  op_map p_edge = op_decl_map(edges, nodes, 2, edge.data(), "p_edge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x.data(), "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y.data(), "p_y");
  op_dat p_z = op_decl_dat(nodes, 1, "double", z.data(), "p_z");
  op_dat p_s = op_decl_dat(edges, 1, "double", s.data(), "p_s");

  op_par_loop(scale, "scale", nodes, ARG_X,
              op_arg_dat(THE_Y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(scale, "scale_pasted", nodes, READ_OF(y),
              op_arg_dat(p_z, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(gather, "gather", edges, ARG_NODE(p_y, 0), ARG_NODE(p_x, 1),
              op_arg_dat(p_s, -1, OP_ID, 1, "double", OP_WRITE));

  op_fetch_data(p_s, s.data());
  op_fetch_data(p_z, z.data());
  int failures = 0;
  for (int i = 0; i < nn; ++i)
    failures += z[i] != 4.0 * x[i];
  for (int e = 0; e < ne; ++e) {
    op_printf("%d %.17g\n", e, s[e]);
    failures += s[e] != 2.0 * x[e] + x[e + 1];
  }
  op_printf("%s\n", failures ? "FAILED" : "ok");
  op_exit();
  return failures ? 1 : 0;
}
