#include "op_seq.h"

#include "multifile.h"
#include "multifile_kernels.h"

double simulate(const Mesh &m) {
  double total = 0.0;
  for (int step = 0; step < nsteps; ++step) {
    op_par_loop(edge_flux, "edge_flux", m.edges,
                op_arg_dat(m.p_u, 0, m.pedge, 1, "double", OP_READ),
                op_arg_dat(m.p_u, 1, m.pedge, 1, "double", OP_READ),
                op_arg_dat(m.p_flux, 0, m.pedge, 1, "double", OP_INC),
                op_arg_dat(m.p_flux, 1, m.pedge, 1, "double", OP_INC));
    total = 0.0;
    op_par_loop(apply, "apply", m.nodes,
                op_arg_dat(m.p_u, -1, OP_ID, 1, "double", OP_RW),
                op_arg_dat(m.p_flux, -1, OP_ID, 1, "double", OP_RW),
                op_arg_gbl(&total, 1, "double", OP_INC));
  }
  return total;
}
