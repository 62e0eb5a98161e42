// How kernels use their pointer parameters, which decides whether the CUDA
// backends can give a dat the struct-of-arrays layout: subscripts and
// dereferences can be rewritten (`q[i]` -> `q[(i) * stride]`); passing the
// pointer on, offsetting it, a reversed subscript or one inside a macro
// cannot. The model lists each parameter's subscripts and its first other
// use, each dat's device layout (loomc's default --soa=direct), and the
// user functions a kernel calls (`twice`), which the CUDA backends copy.
#include "op_seq.h"

#define FIRST(p) p[0]

static double twice(const double *v) { return 2 * v[0]; }

// Subscripts and a dereference only: rewritable.
static void scale(double *q, const double *r) {
  for (int i = 0; i < 2; ++i)
    q[i + 1] = r[i] * *r;
  q[0] = (r)[1];
}

// Each parameter used once in a way that is not a subscript.
static void awkward(double *a, const double *b, const double *c,
                    const double *d) {
  a[0] = twice(b); // passed on
  a[1] = *(c + 1); // offset
  a[2] = 1[d];     // reversed subscript
}

// A subscript written inside a macro.
static void through_macro(double *a, const double *b) { a[0] = FIRST(b); }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double q[12] = {}, r[8] = {};
  op_set cells = op_decl_set(4, "cells");
  op_dat p_q = op_decl_dat(cells, 3, "double", q, "p_q");
  op_dat p_r = op_decl_dat(cells, 2, "double", r, "p_r");
  op_par_loop(scale, "scale", cells, op_arg_dat(p_q, -1, OP_ID, 3, "double", OP_RW),
              op_arg_dat(p_r, -1, OP_ID, 2, "double", OP_READ));
  op_par_loop(awkward, "awkward", cells,
              op_arg_dat(p_q, -1, OP_ID, 3, "double", OP_RW),
              op_arg_dat(p_r, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_r, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_r, -1, OP_ID, 2, "double", OP_READ));
  op_par_loop(through_macro, "through_macro", cells,
              op_arg_dat(p_q, -1, OP_ID, 3, "double", OP_RW),
              op_arg_dat(p_r, -1, OP_ID, 2, "double", OP_READ));
  op_exit();
}
