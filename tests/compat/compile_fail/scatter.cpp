#include "op_seq.h"
static void k(double *) {}
int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  op_par_scatter(nullptr, nullptr, k, "k");
  op_exit();
}
