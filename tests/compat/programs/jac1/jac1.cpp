// OP2's jac1 example, rewritten: Jacobi iteration for a Laplace problem on a
// 5 x 5 grid of nodes, edges for each node's self term (A = -1) and its
// in-grid neighbours (A = 0.25); a neighbour outside the grid adds 0.25 to
// the right-hand side instead. Two iterations, then the reference values.
#include "op_seq.h"

#include "jac1_kernels.h"

#include <cmath>
#include <cstdio>
#include <vector>

double alpha;

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int NN = 6, NITER = 2;
  const int nnode = (NN - 1) * (NN - 1);
  std::vector<int> pp;
  std::vector<double> A, r(nnode, 0.0), u(nnode, 0.0), du(nnode, 0.0);
  for (int j = 1; j < NN; ++j)
    for (int i = 1; i < NN; ++i) {
      int n = (i - 1) + (j - 1) * (NN - 1);
      pp.push_back(n);
      pp.push_back(n);
      A.push_back(-1.0);
      const int ni[4] = {i - 1, i + 1, i, i};
      const int nj[4] = {j, j, j - 1, j + 1};
      for (int k = 0; k < 4; ++k) {
        if (ni[k] < 1 || ni[k] >= NN || nj[k] < 1 || nj[k] >= NN) {
          r[n] += 0.25;
        } else {
          pp.push_back(n);
          pp.push_back((ni[k] - 1) + (nj[k] - 1) * (NN - 1));
          A.push_back(0.25);
        }
      }
    }
  const int nedge = static_cast<int>(A.size());

  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_map ppedge = op_decl_map(edges, nodes, 2, pp.data(), "ppedge");
  op_dat p_A = op_decl_dat(edges, 1, "double", A.data(), "p_A");
  op_dat p_r = op_decl_dat(nodes, 1, "double", r.data(), "p_r");
  op_dat p_u = op_decl_dat(nodes, 1, "double", u.data(), "p_u");
  op_dat p_du = op_decl_dat(nodes, 1, "double", du.data(), "p_du");
  alpha = 1.0;
  op_decl_const(1, "double", &alpha);
  double beta = 1.0;

  double u_sum = 0, u_max = 0;
  for (int iter = 0; iter < NITER; ++iter) {
    op_par_loop(res, "res", edges,
                op_arg_dat(p_A, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_u, 1, ppedge, 1, "double", OP_READ),
                op_arg_dat(p_du, 0, ppedge, 1, "double", OP_INC),
                op_arg_gbl(&beta, 1, "double", OP_READ));
    u_sum = 0.0;
    u_max = 0.0;
    op_par_loop(update, "update", nodes,
                op_arg_dat(p_r, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_du, -1, OP_ID, 1, "double", OP_RW),
                op_arg_dat(p_u, -1, OP_ID, 1, "double", OP_INC),
                op_arg_gbl(&u_sum, 1, "double", OP_INC),
                op_arg_gbl(&u_max, 1, "double", OP_MAX));
    op_printf("\n u max/rms = %f %f \n\n", u_max, std::sqrt(u_sum / nnode));
  }
  op_printf("%d edges\n", nedge);

  op_fetch_data(p_u, u.data());
  int failures = 0;
  for (int j = NN - 1; j > 0; --j) {
    for (int i = 1; i < NN; ++i) {
      int n = (i - 1) + (j - 1) * (NN - 1);
      op_printf(" %.17g", u[n]);
      // Distance from the boundary rows/columns and corners.
      bool edgeI = i == 1 || i == NN - 1, edgeJ = j == 1 || j == NN - 1;
      bool nearI = i == 2 || i == NN - 2, nearJ = j == 2 || j == NN - 2;
      double expected = 0.0;
      if (edgeI && edgeJ)
        expected = 0.625;
      else if ((edgeI && nearJ) || (edgeJ && nearI))
        expected = 0.4375;
      else if (nearI && nearJ)
        expected = 0.125;
      else if (edgeI || edgeJ)
        expected = 0.375;
      else if (nearI || nearJ)
        expected = 0.0625;
      if (std::fabs(u[n] - expected) > 1e-12)
        ++failures;
    }
    op_printf("\n");
  }
  op_exit();
  if (failures || nedge != 105) {
    std::printf("jac1 FAILED (%d)\n", failures);
    return 1;
  }
  op_printf("jac1 PASSED\n");
  return 0;
}
