#include "op_seq.h"

// Kernels that hand a variable of static storage to a helper which writes
// it through a reference or pointer parameter: directly, through a chain of
// helpers, through an array decayed to a pointer and through a template.
// Every parallel backend would race on them.
int hits = 0;
int depth = 0;
double totals[3];
double last = 0;
double qinf[4] = {1, 2, 3, 4};

static void bump(int &c) { ++c; }

static void inner(int *c) { *c += 1; }
static void outer(int *c, int n) {
  if (n > 0)
    inner(c);
}

static void add(double *t, double v) { t[1] += v; }

template <class T> void store(T &to, T v) { to = v; }

// Helpers that take pointers and only read through them, or write through
// them to the kernel's own data: fine.
static double first(double *q) { return q[0]; }
static void moveOn(double *p) { p = nullptr; }

static void tally(const double *a) {
  if (a[0] > 0)
    bump(hits);
}

static void deep(const double *a) { outer(&depth, static_cast<int>(a[0])); }

static void spread(const double *a) { add(totals, a[0]); }

static void keep(const double *a) { store(last, a[0]); }

static void fine(double *a) {
  add(a, first(qinf));
  moveOn(qinf);
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // The first four loops are refused at their kernels.
  op_par_loop(tally, "tally", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ));
  op_par_loop(deep, "deep", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ));
  op_par_loop(spread, "spread", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ));
  op_par_loop(keep, "keep", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ));
  op_par_loop(fine, "fine", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
