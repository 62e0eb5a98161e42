// own_mesh: heat diffusion on a gmsh triangle mesh of your own, the user
// guide's "Your own mesh" example. The mesh file gives the nodes and the
// triangles (loom::io::declareGmsh); the interior edges come from the
// triangles (loom::io::elementFaces); op_renumber reorders the mesh for
// locality and loom_get_original_ids puts the result back in the file's
// node order. The boundary is insulated, so the total heat must not change.
//
//   own_mesh MESH.msh [STEPS] [U_FILE]
//
// U_FILE: the final temperatures in the file's node order, as
// op_print_dat_to_binfile writes a dat (the number of nodes, 1, then one
// double per node).

#include <cfloat>
#include <cstdio>
#include <string>
#include <vector>

#include "loom/core/count_argument.h"
#include "loom/core/error.h"
#include "loom/core/guarded_main.h"
#include "loom/io/element_faces.h"
#include "loom/io/gmsh_op2.h"
#include "loom/reorder/original_ids.h"
#include "op_seq.h"

double dt;

#include "kernels.h"

namespace {

// u, given in today's numbering, written in the file's node order.
void writeInFileOrder(const std::string &path, op_set nodes, op_dat p_u) {
  const int n = op_get_size(nodes);
  std::vector<int> ids(n);
  loom_get_original_ids(nodes, ids.data());
  std::vector<double> u(n), inFileOrder(n);
  op_fetch_data(p_u, u.data());
  for (int i = 0; i < n; ++i)
    inFileOrder[ids[i]] = u[i];
  FILE *out = std::fopen(path.c_str(), "wb");
  const int header[2] = {n, 1};
  const bool written = out && std::fwrite(header, sizeof(int), 2, out) == 2 &&
                       std::fwrite(inFileOrder.data(), sizeof(double), n,
                                   out) == static_cast<size_t>(n);
  if (out && std::fclose(out) != 0)
    throw loom::Error("cannot write '" + path + "'");
  if (!written)
    throw loom::Error("cannot write '" + path + "'");
}

int run(int argc, char **argv) {
  op_init(argc, argv, 1);
  if (argc < 2)
    throw loom::Error("usage: own_mesh MESH.msh [STEPS] [U_FILE]");
  const std::string path = argv[1];
  const int steps = argc > 2 ? loom::countArgument(argv[2], "STEPS") : 100;

  // The file's nodes, triangles and coordinates as sets, a map and a dat.
  loom::io::GmshSets mesh = loom::io::declareGmsh(path, 2);
  // The edges shared by two triangles, and the nodes at their ends.
  loom::io::ElementFaces faces =
      loom::io::elementFaces(mesh.read.triangles, 3, path);
  op_set edges = op_decl_set(faces.numInterior(), "edges");
  op_map pedge = op_decl_map(edges, mesh.nodes, 2, faces.nodes.data(), "pedge");

  const int nnode = op_get_size(mesh.nodes);
  std::vector<double> zeros(nnode, 0.0), edge_zeros(faces.numInterior(), 0.0);
  op_dat p_u = op_decl_dat(mesh.nodes, 1, "double", zeros.data(), "p_u");
  op_dat p_r = op_decl_dat(mesh.nodes, 1, "double", zeros.data(), "p_r");
  op_dat p_m = op_decl_dat(mesh.nodes, 1, "double", zeros.data(), "p_m");
  op_dat p_wsum = op_decl_dat(mesh.nodes, 1, "double", zeros.data(), "p_wsum");
  op_dat p_w = op_decl_dat(edges, 1, "double", edge_zeros.data(), "p_w");

  // Nodes numbered along the edges (LOOM_REORDER, default rcm).
  op_renumber(pedge);

  op_par_loop(cell_mass, "cell_mass", mesh.cells,
              op_arg_dat(mesh.coords, -3, mesh.cellNodes, 2, "double", OP_READ),
              op_arg_dat(p_m, 0, mesh.cellNodes, 1, "double", OP_INC),
              op_arg_dat(p_m, 1, mesh.cellNodes, 1, "double", OP_INC),
              op_arg_dat(p_m, 2, mesh.cellNodes, 1, "double", OP_INC));
  op_par_loop(edge_weight, "edge_weight", edges,
              op_arg_dat(mesh.coords, 0, pedge, 2, "double", OP_READ),
              op_arg_dat(mesh.coords, 1, pedge, 2, "double", OP_READ),
              op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_WRITE),
              op_arg_dat(p_wsum, 0, pedge, 1, "double", OP_INC),
              op_arg_dat(p_wsum, 1, pedge, 1, "double", OP_INC));
  double step = DBL_MAX;
  op_par_loop(stable_step, "stable_step", mesh.nodes,
              op_arg_dat(p_m, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_wsum, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&step, 1, "double", OP_MIN));
  dt = 0.4 * step;
  op_decl_const(1, "double", &dt);
  op_par_loop(init, "init", mesh.nodes,
              op_arg_dat(mesh.coords, -1, OP_ID, 2, "double", OP_READ),
              op_arg_dat(p_u, -1, OP_ID, 1, "double", OP_WRITE));

  for (int s = 1; s <= steps; ++s) {
    op_par_loop(flux, "flux", edges,
                op_arg_dat(p_u, 0, pedge, 1, "double", OP_READ),
                op_arg_dat(p_u, 1, pedge, 1, "double", OP_READ),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_r, 0, pedge, 1, "double", OP_INC),
                op_arg_dat(p_r, 1, pedge, 1, "double", OP_INC));
    double heat = 0.0, hottest = 0.0;
    op_par_loop(update, "update", mesh.nodes,
                op_arg_dat(p_u, -1, OP_ID, 1, "double", OP_RW),
                op_arg_dat(p_r, -1, OP_ID, 1, "double", OP_RW),
                op_arg_dat(p_m, -1, OP_ID, 1, "double", OP_READ),
                op_arg_gbl(&heat, 1, "double", OP_INC),
                op_arg_gbl(&hottest, 1, "double", OP_MAX));
    if (s % (steps / 4 > 0 ? steps / 4 : 1) == 0)
      op_printf("step %5d  total heat %.12g  hottest %.12g\n", s, heat,
                hottest);
  }

  if (argc > 3 && argv[3][0] != '\0')
    writeInFileOrder(argv[3], mesh.nodes, p_u);
  op_timing_output();
  op_exit();
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  return loom::guardedMain([&] { return run(argc, argv); });
}
