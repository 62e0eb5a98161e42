// main: declarations, initialisation and simulation come from three other
// sources. The total of u is conserved by the fluxes.
#include "op_seq.h"

#include "multifile.h"

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  Mesh m = declareMesh();
  initialise(m);
  double total = simulate(m);
  double u[6];
  op_fetch_data(m.p_u, u);
  for (int i = 0; i < 6; ++i)
    printf("u[%d] = %.15g\n", i, u[i]);
  printf("total %.15g\n", total);
  op_exit();
  return fabs(total - 9.75) < 1e-12 ? 0 : 1;
}
