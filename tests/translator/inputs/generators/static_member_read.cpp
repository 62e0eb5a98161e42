// The kernel reads a static member of a class: nvcc cannot read the host
// variable in device code, and loomc's device copies are of namespace-scope
// globals, so the CUDA backends refuse it at the loop (before, the
// generated .cu did not compile: "identifier is undefined in device code").
#include "op_seq.h"

struct Settings {
  static double factor;
  static constexpr int width = 1; // a constant: read on the device as is
};
double Settings::factor = 2;

static void weigh(double *a) { a[0] *= Settings::factor * Settings::width; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[4] = {};
  op_set nodes = op_decl_set(4, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  // LOOM-ERROR: @+1:3 loop 'weigh': kernel 'weigh' reads global 'Settings::factor' (
  op_par_loop(weigh, "weigh", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW));
  op_exit();
}
