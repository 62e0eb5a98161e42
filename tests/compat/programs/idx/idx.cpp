// op_arg_idx, modelled on OP2's idx functional test: 48 edges, 64 nodes and
// two dim-3 maps pp[e][d] = (7e + 11d) % 64, qq[e][d] = (5e + 3d + 1) % 64.
#include "op_seq.h"

#include "idx_kernels.h"

#include <cstdio>
#include <vector>

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int ne = 48, nn = 64;
  std::vector<int> pp(ne * 3), qq(ne * 3), zeros(ne * 3, 0);
  std::vector<double> x(nn), dzero(ne * 3, 0.0);
  for (int e = 0; e < ne; ++e)
    for (int d = 0; d < 3; ++d) {
      pp[e * 3 + d] = (7 * e + 11 * d) % nn;
      qq[e * 3 + d] = (5 * e + 3 * d + 1) % nn;
    }
  for (int i = 0; i < nn; ++i)
    x[i] = 0.125 * i * i;
  op_set edges = op_decl_set(ne, "edges");
  op_set nodes = op_decl_set(nn, "nodes");
  op_map p_pp = op_decl_map(edges, nodes, 3, pp.data(), "pp");
  op_map p_qq = op_decl_map(edges, nodes, 3, qq.data(), "qq");
  op_dat p_own = op_decl_dat(edges, 1, "int", zeros.data(), "p_own");
  op_dat p_idx3 = op_decl_dat(edges, 3, "int", zeros.data(), "p_idx3");
  op_dat p_mix = op_decl_dat(edges, 3, "double", dzero.data(), "p_mix");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x.data(), "p_x");

  op_par_loop(own_index, "own_index", edges,
              op_arg_dat(p_own, -1, OP_ID, 1, "int", OP_WRITE),
              op_arg_idx(-1, OP_ID));
  op_par_loop(map_indices, "map_indices", edges,
              op_arg_dat(p_idx3, -1, OP_ID, 3, "int", OP_WRITE),
              op_arg_idx(0, p_pp), op_arg_idx(1, p_qq), op_arg_idx(2, p_qq));
  op_par_loop(mixed, "mixed", edges,
              op_arg_dat(p_mix, -1, OP_ID, 3, "double", OP_WRITE),
              op_arg_idx(-1, OP_ID), op_arg_idx(0, p_pp), op_arg_idx(1, p_qq),
              op_arg_idx(2, p_qq),
              op_arg_dat(p_x, 0, p_pp, 1, "double", OP_READ),
              op_arg_dat(p_x, 2, p_qq, 1, "double", OP_READ));

  std::vector<int> own(ne), idx3(ne * 3);
  std::vector<double> mix(ne * 3);
  op_fetch_data(p_own, own.data());
  op_fetch_data(p_idx3, idx3.data());
  op_fetch_data(p_mix, mix.data());
  int failures = 0;
  for (int e = 0; e < ne; ++e) {
    op_printf("%d %d %d %d %.17g %.17g %.17g\n", own[e], idx3[e * 3],
              idx3[e * 3 + 1], idx3[e * 3 + 2], mix[e * 3], mix[e * 3 + 1],
              mix[e * 3 + 2]);
    bool ok = own[e] == e && idx3[e * 3] == pp[e * 3] &&
              idx3[e * 3 + 1] == qq[e * 3 + 1] &&
              idx3[e * 3 + 2] == qq[e * 3 + 2] &&
              mix[e * 3] == e + 0.5 * pp[e * 3] &&
              mix[e * 3 + 1] == qq[e * 3 + 1] - 0.25 * qq[e * 3 + 2] &&
              mix[e * 3 + 2] == x[pp[e * 3]] + x[qq[e * 3 + 2]];
    if (!ok) {
      std::printf("FAILED at edge %d\n", e);
      ++failures;
    }
  }
  op_exit();
  if (failures)
    return 1;
  op_printf("idx PASSED\n");
  return 0;
}
