// A dat whose type string asks for the struct-of-arrays layout, reached by a
// kernel that passes the pointer on: the CUDA backends refuse it, naming
// both places.
#include "op_seq.h"

static double first(const double *v) { return v[0]; }

static void copy(double *q, const double *r) { q[0] = first(r); }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double q[8] = {}, r[8] = {};
  op_set cells = op_decl_set(4, "cells");
  op_dat p_q = op_decl_dat(cells, 2, "double", q, "p_q");
  op_dat p_r = op_decl_dat(cells, 2, "double:soa", r, "p_r");
  op_par_loop(copy, "copy", cells, op_arg_dat(p_q, -1, OP_ID, 2, "double", OP_WRITE),
              // LOOM-ERROR: @+1:15 loop 'copy', argument 1: kernel 'copy' uses parameter 'r' at
              op_arg_dat(p_r, -1, OP_ID, 2, "double:soa", OP_READ));
  op_exit();
}
