// first_app: explicit heat diffusion along a rod, the Loom user guide's
// example. The mesh is made here: nnode nodes at x = i / (nnode - 1) and
// nnode - 1 edges, edge i joining nodes i and i + 1. The ends are insulated,
// so the total heat must not change.
//
//   first_app [NNODE] [STEPS] [U_FILE] [OP_PART_SIZE=N]
//
// U_FILE: write the final temperatures there (op_print_dat_to_binfile: the
// number of nodes, 1, then one double per node, in declaration order).
// The same source runs on several MPI processes when built for mpi_seq or
// mpi_openmp (mpirun -np 2 first_app_mpi_seq).

#include <vector>

#include "loom/core/count_argument.h"
#include "loom/core/guarded_main.h"
#include "op_seq.h"

// global constants (registered with op_decl_const below)
double alpha;

// user kernels
#include "flux.h"
#include "init.h"
#include "update.h"

namespace {

int run(int argc, char **argv) {
  op_init(argc, argv, 1);

  // Counts read whole: "1e6" is an error, not 1 (atoi).
  const int nnode = argc > 1 ? loom::countArgument(argv[1], "NNODE", 2) : 1001;
  const int steps = argc > 2 ? loom::countArgument(argv[2], "STEPS") : 1000;
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

  // Sets, the map between them, and the data on the nodes. Each process
  // declares its slice of the mesh (map entries are global node numbers):
  // here the first process declares all of it and the others none, and
  // op_partition below shares it out. On one process it does nothing.
  const bool mine = op_is_root();
  op_set nodes = op_decl_set(mine ? nnode : 0, "nodes");
  op_set edges = op_decl_set(mine ? nedge : 0, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, edge_nodes.data(), "pedge");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x.data(), "p_x");
  op_dat p_u = op_decl_dat(nodes, 1, "double", u.data(), "p_u");
  op_dat p_r = op_decl_dat(nodes, 1, "double", r.data(), "p_r");

  op_partition("PTSCOTCH", "KWAY", edges, pedge, p_x);

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

  // Loom keeps its own copy of every dat: op_fetch_data copies this
  // process's elements out; op_print_dat_to_binfile writes the whole dat.
  if (argc > 3 && argv[3][0] != '\0')
    op_print_dat_to_binfile(p_u, argv[3]);

  op_timing_output();
  op_exit();
  return 0;
}

} // namespace

// guardedMain: a failure anywhere (a bad argument, a mesh error, out of
// memory) is one line "loom: error: ..." and exit status 1, not a signal.
int main(int argc, char **argv) {
  return loom::guardedMain([&] { return run(argc, argv); });
}
