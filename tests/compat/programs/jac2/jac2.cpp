// OP2's jac2 example, rewritten: jac1 with mixed types and dims (A
// double[3], r and u float[2], du float[3], float beta and alpha; alpha
// declared twice). Jacobi iteration for a Laplace problem on a 5 x 5 grid of
// nodes, edges for each node's self term (A = -1) and its in-grid neighbours (A
// = 0.25); a neighbour outside the grid adds 0.25 to the right-hand side
// instead. Two iterations, then the reference values.
#include "op_seq.h"

#include "jac2_kernels.h"

#include <cmath>
#include <cstdio>
#include <vector>

float alpha;

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int NN = 6, NITER = 2;
  const int nnode = (NN - 1) * (NN - 1);
  std::vector<int> pp;
  std::vector<double> A;
  std::vector<float> r(nnode * 2, 0.0f), u(nnode * 2, 0.0f),
      du(nnode * 3, 0.0f);
  for (int j = 1; j < NN; ++j)
    for (int i = 1; i < NN; ++i) {
      int n = (i - 1) + (j - 1) * (NN - 1);
      pp.push_back(n);
      pp.push_back(n);
      A.insert(A.end(), {-1.0, 0.0, 0.0});
      const int ni[4] = {i - 1, i + 1, i, i};
      const int nj[4] = {j, j, j - 1, j + 1};
      for (int k = 0; k < 4; ++k) {
        if (ni[k] < 1 || ni[k] >= NN || nj[k] < 1 || nj[k] >= NN) {
          r[n * 2] += 0.25f;
        } else {
          pp.push_back(n);
          pp.push_back((ni[k] - 1) + (nj[k] - 1) * (NN - 1));
          A.insert(A.end(), {0.25, 0.0, 0.0});
        }
      }
    }
  const int nedge = static_cast<int>(A.size() / 3);

  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_map ppedge = op_decl_map(edges, nodes, 2, pp.data(), "ppedge");
  op_dat p_A = op_decl_dat(edges, 3, "double", A.data(), "p_A");
  op_dat p_r = op_decl_dat(nodes, 2, "float", r.data(), "p_r");
  op_dat p_u = op_decl_dat(nodes, 2, "float", u.data(), "p_u");
  op_dat p_du = op_decl_dat(nodes, 3, "float", du.data(), "p_du");
  alpha = 2.0f;
  op_decl_const(1, "float", &alpha);
  alpha = 1.0f; // kernels read the global: the value in effect is 1
  op_decl_const(1, "float", &alpha);
  float beta = 1.0f;

  float u_sum = 0, u_max = 0;
  for (int iter = 0; iter < NITER; ++iter) {
    op_par_loop(res, "res", edges,
                op_arg_dat(p_A, -1, OP_ID, 3, "double", OP_READ),
                op_arg_dat(p_u, 1, ppedge, 2, "float", OP_READ),
                op_arg_dat(p_du, 0, ppedge, 3, "float", OP_INC),
                op_arg_gbl(&beta, 1, "float", OP_READ));
    u_sum = 0.0f;
    u_max = 0.0f;
    op_par_loop(update, "update", nodes,
                op_arg_dat(p_r, -1, OP_ID, 2, "float", OP_READ),
                op_arg_dat(p_du, -1, OP_ID, 3, "float", OP_RW),
                op_arg_dat(p_u, -1, OP_ID, 2, "float", OP_INC),
                op_arg_gbl(&u_sum, 1, "float", OP_INC),
                op_arg_gbl(&u_max, 1, "float", OP_MAX));
    op_printf("\n u max/rms = %f %f \n\n", u_max, std::sqrt(u_sum / nnode));
  }
  op_printf("%d edges\n", nedge);

  op_fetch_data(p_u, u.data());
  int failures = 0;
  for (int j = NN - 1; j > 0; --j) {
    for (int i = 1; i < NN; ++i) {
      int n = (i - 1) + (j - 1) * (NN - 1);
      op_printf(" %.9g", u[n * 2]);
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
      if (std::fabs(u[n * 2] - expected) > 1e-6)
        ++failures;
    }
    op_printf("\n");
  }
  op_exit();
  if (failures || nedge != 105) {
    std::printf("jac2 FAILED (%d)\n", failures);
    return 1;
  }
  op_printf("jac2 PASSED\n");
  return 0;
}
