// op_decl_const with a scalar's address and with an array.
#include "op_seq.h"

double gam;
double qinf[4];
namespace physics {
int steps;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  gam = 1.4;
  op_decl_const(1, "double", &gam);
  op_decl_const(4, "double", qinf);
  op_decl_const(1, "int", &physics::steps);
  op_exit();
}
