// Kernels named as the generated loop functions' own locals and parameters
// (`n`, `set`, `block`, `arg0`, ...): the loops call them by a qualified
// name, which those locals cannot hide. Direct and indirect loops, with an
// increment through a map and a global reduction, reach every CPU form.
#include "op_seq.h"

void n(double *x) { x[0] = 1; }
void set(double *x) { x[0] += 1; }
void name(const double *x, double *sum) { *sum += x[0]; }
void args(double *x) { x[0] *= 2; }
void scope(double *x) { x[0] -= 1; }
void core(double *x) { x[0] += 2; }
void arg0(double *x) { x[0] += 3; }
void k(const double *a, const double *b, double *e) { *e = *a + *b; }
void i(const double *e, double *a, double *b) {
  *a += *e;
  *b += *e;
}
void block(const double *a, double *e) { *e = *a; }
void plan(const double *e, double *a) { *a += *e; }
void order(double *e) { e[0] = 0; }
void simd(const double *a, const double *b, double *e) { *e = *a * *b; }
void colour_begin(const double *e, double *a) { *a -= *e; }
void owned(const double *e, double *a, double *b) {
  *a += *e;
  *b -= *e;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[3] = {}, y[2] = {}, sum = 0;
  int ends[4] = {0, 1, 1, 2};
  op_set nodes = op_decl_set(3, "nodes");
  op_set edges = op_decl_set(2, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, ends, "pedge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_e = op_decl_dat(edges, 1, "double", y, "p_e");
  op_par_loop(n, "n", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(set, "set", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(args, "args", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(scope, "scope", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(core, "core", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(arg0, "arg0", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(name, "name", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&sum, 1, "double", OP_INC));
  op_par_loop(k, "k", edges, op_arg_dat(p_x, 0, pedge, 1, "double", OP_READ),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_READ),
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(i, "i", edges, op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_INC),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_INC));
  op_par_loop(block, "block", edges,
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_READ),
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(plan, "plan", edges,
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_INC));
  op_par_loop(order, "order", edges,
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(simd, "simd", edges,
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_READ),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_READ),
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(colour_begin, "colour_begin", edges,
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_INC));
  op_par_loop(owned, "owned", edges,
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_x, 0, pedge, 1, "double", OP_INC),
              op_arg_dat(p_x, 1, pedge, 1, "double", OP_INC));
  op_exit();
}
