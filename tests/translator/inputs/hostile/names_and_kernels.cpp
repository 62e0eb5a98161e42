// Valid OP2 that is hostile to a translator: loop names that would end a
// comment or a string literal, or inject a line, if written raw; kernels in
// anonymous namespaces, static members, a template with a non-deducible
// argument, a `$` in a name; parenthesised and qualified op_par_loop calls;
// argument expressions with comments and line breaks; a call in a template
// (not depending on its parameter), in a lambda, inside a macro's argument,
// and with its kernel and name from macros. The generated code must compile
// for every backend.
#include "op_seq.h"

namespace {
void scale(const double *in, double *out) { out[0] = 2.0 * in[0]; }
} // namespace

namespace outer {
namespace {
namespace inner {
void scale(const double *in, double *out) { out[0] = 3.0 * in[0]; }
} // namespace inner
} // namespace
} // namespace outer

struct Kernels {
  static void copy(const double *in, double *out) { out[0] = in[0]; }
};

template <int N> void times(const double *in, double *out) {
  out[0] = N * in[0];
}

void add$one(const double *in, double *out) { out[0] = in[0] + 1; }

void gather(const double *a, const double *b, double *e) {
  e[0] = a[0] + b[0];
}

#define KERNEL gather
#define NAME "from a macro"
#define WRAP(call) call

template <typename T> void twice(op_set nodes, op_dat from, op_dat to) {
  op_par_loop(scale, "in a template", nodes,
              op_arg_dat(from, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(to, -1, OP_ID, 1, "double", OP_WRITE));
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {1, 2, 3, 4}, y[4] = {}, e[2] = {};
  int e2n[4] = {0, 1, 2, 3};
  op_set nodes = op_decl_set(4, "nodes");
  op_set edges = op_decl_set(2, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_dat p_e = op_decl_dat(edges, 1, "double", e, "p_e");
  op_par_loop(scale, "new\n#error injected */ \"quoted\" back\\ ??/ \xff\t", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  (op_par_loop)(outer::inner::scale, R"(raw
#error injected\)", nodes,
                op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  ((op_par_loop))(Kernels::copy, "ends in a backslash\\", nodes,
                  op_arg_dat(p_x /* a comment */, -1, OP_ID, 1, "double",
                             OP_READ),
                  op_arg_dat(p_y, // a line comment
                             -1, OP_ID, 1, "double", OP_WRITE));
  ::op_par_loop(&times<3>, "nul\0inside", nodes,
                op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(add$one, "dollar", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(gather, "*/ /* \"", edges,
              op_arg_dat(p_x,
                         0, pedge, 1, "double", OP_READ),
              op_arg_dat(p_x, 1,
                         pedge, 1, "double", OP_READ),
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(KERNEL, NAME, edges,
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_READ),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_READ),
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
  auto inLambda = [&] {
    op_par_loop(Kernels::copy, "in a lambda", nodes,
                op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE));
  };
  inLambda();
  twice<int>(nodes, p_x, p_y);
  twice<float>(nodes, p_y, p_x);
  WRAP(op_par_loop(add$one, "in a macro argument", nodes,
                   op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_READ),
                   op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE)));
  op_exit();
}
