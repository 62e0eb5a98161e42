#include "multifile.h"

Mesh declareMesh() {
  static const int nnode = 6;
  static const int e2n[2 * 6] = {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 0};
  Mesh m;
  m.nodes = op_decl_set(nnode, "nodes");
  m.edges = op_decl_set(6, "edges");
  m.pedge = op_decl_map(m.edges, m.nodes, 2, e2n, "pedge");
  m.p_u = op_decl_dat_temp(m.nodes, 1, "double", (double *)nullptr, "p_u");
  m.p_flux =
      op_decl_dat_temp(m.nodes, 1, "double", (double *)nullptr, "p_flux");
  return m;
}
