#include "op_seq.h"

// Kernels that write variables of static storage: a global (directly and
// through a helper, which also counts in a static local), a static member
// and an array element. Every parallel backend would race on them (and the
// CUDA backends' copies of globals are read-only).
int calls = 0;
double total[2];
struct Stats {
  static double largest;
};
double Stats::largest = 0;

static void count(double *a) {
  ++calls;
  a[0] += 1;
}

static void note(double v) {
  static int seen = 0;
  seen = seen + 1;
  total[0] += v;
}

static void sum(const double *a) { note(a[0]); }

static void widest(const double *a) {
  if (a[0] > Stats::largest)
    Stats::largest = a[0];
}

// Reading globals is fine: the CUDA backends copy them to the device.
static void scale(double *a) { a[0] *= total[1] + calls; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {};
  op_set nodes = op_decl_set(2, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // The first three loops are refused at their kernels (four errors).
  op_par_loop(count, "count", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_par_loop(sum, "sum", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ));
  op_par_loop(widest, "widest", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ));
  op_par_loop(scale, "scale", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
