#include "op_seq.h"

double gam = 1.4;

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  // LOOM-ERROR: @+1:17 dim 2 of op_decl_const is more than the 1 element of 'gam' (double): the constant would be read past the variable
  op_decl_const(2, "double", &gam);
  op_exit();
}
