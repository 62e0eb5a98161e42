// One dat in two device layouts: this source's loop asks for p_v as a
// struct of arrays (its type string says "double:soa"); gather.cpp, a
// source loomc translates on its own, reaches p_v through a map in arrays
// of structs. The CUDA runtime converts the device copy whenever a loop
// asks for the other layout, so the results equal the reference's.
#include "op_seq.h"

#include <cstdio>
#include <vector>

// gather.cpp: e[edge] = v[first][0] + 2 v[second][1] + 3 v[first][2].
void gatherToEdges(op_set edges, op_map pedge, op_dat p_v, op_dat p_e);

inline void relax(double *v) {
  const double mean = (v[0] + v[1] + v[2]) / 3;
  for (int d = 0; d < 3; ++d)
    v[d] = 0.5 * (v[d] + mean) + 0.25 * d;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int nnode = 50, nedge = 80;
  std::vector<int> e2n(nedge * 2);
  for (int e = 0; e < nedge; ++e) {
    e2n[e * 2] = (e * 7 + 3) % nnode;
    e2n[e * 2 + 1] = (e * 11 + 5) % nnode;
  }
  std::vector<double> v(nnode * 3), e(nedge, 0.0);
  for (int n = 0; n < nnode * 3; ++n)
    v[n] = 0.01 * ((n * 37) % 101) - 0.3;
  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n.data(), "pedge");
  op_dat p_v = op_decl_dat(nodes, 3, "double:soa", v.data(), "p_v");
  op_dat p_e = op_decl_dat(edges, 1, "double", e.data(), "p_e");
  for (int step = 0; step < 3; ++step) {
    op_par_loop(relax, "relax", nodes,
                op_arg_dat(p_v, -1, OP_ID, 3, "double:soa", OP_RW));
    gatherToEdges(edges, pedge, p_v, p_e);
  }
  op_fetch_data(p_v, v.data());
  op_fetch_data(p_e, e.data());
  for (int n = 0; n < nnode; ++n)
    op_printf("node %d %.17g %.17g %.17g\n", n, v[n * 3], v[n * 3 + 1],
              v[n * 3 + 2]);
  for (int i = 0; i < nedge; ++i)
    op_printf("edge %d %.17g\n", i, e[i]);
  op_exit();
  return 0;
}
