#include "op_seq.h"

// A struct given as its numbers: the runtime copies dim structs, and its
// check refuses a built-in type string for them.
struct Pair {
  double a, b;
};
Pair pairs[2] = {{1, 2}, {3, 4}};

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  // LOOM-ERROR: @+1:30 type "double" of op_decl_const2 names a built-in type, but its data's type, 'Pair', is not one: the run-time check refuses it (give the type's name)
  op_decl_const2("pairs", 4, "double", pairs);
  op_exit();
}
