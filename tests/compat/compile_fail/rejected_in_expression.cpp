// A rejected call standing in an expression (assigned, passed on, compared)
// gives one error at the call, not a second one about its value.
#include "op_seq.h"
int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2};
  op_set s = op_decl_set(2, "s");
  op_dat d = op_decl_dat(s, 1, "double", x, "d");
  op_dat o;
  o = op_decl_dat_overlay(s, d);
  (void)o;
  op_exit();
}
