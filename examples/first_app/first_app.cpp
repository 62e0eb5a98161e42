// first_app: explicit heat diffusion along a rod, the Loom user guide's
// example. The mesh is made here: nnode nodes at x = i / (nnode - 1) and
// nnode - 1 edges, edge i joining nodes i and i + 1. The ends are insulated,
// so the total heat must not change.
//
//   first_app [NNODE] [STEPS] [OP_PART_SIZE=N]

#include <cstdlib>
#include <vector>

#include "op_seq.h"

// global constants (registered with op_decl_const below)
double alpha;

// user kernels
#include "flux.h"
#include "init.h"
#include "update.h"

int main(int argc, char **argv) {
  op_init(argc, argv, 1);

  int nnode = 1001, steps = 1000;
  if (argc > 1 && std::atoi(argv[1]) > 1)
    nnode = std::atoi(argv[1]);
  if (argc > 2 && std::atoi(argv[2]) > 0)
    steps = std::atoi(argv[2]);
  int nedge = nnode - 1;

  // The mesh, built in memory.
  std::vector<double> x(nnode);
  for (int i = 0; i < nnode; ++i)
    x[i] = double(i) / (nnode - 1);
  std::vector<int> edge_nodes(2 * nedge);
  for (int e = 0; e < nedge; ++e) {
    edge_nodes[2 * e] = e;
    edge_nodes[2 * e + 1] = e + 1;
  }
  std::vector<double> u(nnode, 0.0), r(nnode, 0.0);

  // Sets, the map between them, and the data on the nodes.
  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, edge_nodes.data(), "pedge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x.data(), "p_x");
  op_dat p_u = op_decl_dat(nodes, 1, "double", u.data(), "p_u");
  op_dat p_r = op_decl_dat(nodes, 1, "double", r.data(), "p_r");

  alpha = 0.25; // stable for explicit diffusion while alpha <= 0.5
  op_decl_const(1, "double", &alpha);

  // Direct loop: every argument is on the iteration set (OP_ID).
  op_par_loop(init, "init", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_u, -1, OP_ID, 1, "double", OP_WRITE));

  double total = 0.0, umax = 0.0;
  for (int step = 1; step <= steps; ++step) {
    // Indirect loop: reads and increments node data through the edge map.
    op_par_loop(flux, "flux", edges,
                op_arg_dat(p_u, 0, pedge, 1, "double", OP_READ),
                op_arg_dat(p_u, 1, pedge, 1, "double", OP_READ),
                op_arg_dat(p_r, 0, pedge, 1, "double", OP_INC),
                op_arg_dat(p_r, 1, pedge, 1, "double", OP_INC));

    // Direct loop with two global reductions: a sum and a maximum.
    total = 0.0;
    umax = 0.0;
    op_par_loop(update, "update", nodes,
                op_arg_dat(p_u, -1, OP_ID, 1, "double", OP_RW),
                op_arg_dat(p_r, -1, OP_ID, 1, "double", OP_RW),
                op_arg_gbl(&total, 1, "double", OP_INC),
                op_arg_gbl(&umax, 1, "double", OP_MAX));

    if (step % (steps / 4 > 0 ? steps / 4 : 1) == 0)
      op_printf("step %5d  total heat %.17g  hottest %.17g\n", step, total,
                umax);
  }

  // Loom keeps its own copy of every dat: fetch it to read the result.
  op_fetch_data(p_u, u.data());
  op_printf("u at x = 0, 0.25, 0.5: %.10e %.10e %.10e\n", u[0],
            u[(nnode - 1) / 4], u[(nnode - 1) / 2]);

  op_timing_output();
  op_exit();
  return 0;
}
