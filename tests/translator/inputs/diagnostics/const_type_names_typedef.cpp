#include "op_seq.h"

// The type string names a typedef of the data's type: the run-time check
// (as OP2's) compares it with the C++ type, so loomc refuses it first, and
// the dim is not checked against a type it would not copy.
typedef double real;
double weights[2] = {1, 2};

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  // LOOM-ERROR: @+1:20 type "real" of op_decl_const does not match its data's type, 'double': the run-time check refuses it (give "double")
  op_decl_const(3, "real", weights);
  op_exit();
}
