#include "op_seq.h"

#include "multifile.h"
#include "multifile_kernels.h"

double dt;
int nsteps;

void initialise(const Mesh &m) {
  dt = 0.1;
  nsteps = 20;
  op_decl_const(1, "double", &dt);
  op_decl_const(1, "int", &nsteps);
  op_par_loop(init_u, "init_u", m.nodes, op_arg_idx(-1, OP_ID),
              op_arg_dat(m.p_u, -1, OP_ID, 1, "double", OP_WRITE));
}
