#include "op_seq.h"

// The type string names the elements through their typedef.
typedef double real;
real weights[2] = {1, 2};

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  // LOOM-ERROR: @+1:17 dim 3 of op_decl_const is more than the 2 elements of 'weights' (real[2]): the constant would be read past the variable
  op_decl_const(3, "double", weights);
  op_exit();
}
