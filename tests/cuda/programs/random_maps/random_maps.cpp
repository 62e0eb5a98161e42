// Loops through random maps (a fixed-seed generator; repeated entries and
// nodes no element touches included) for the CUDA backends' emulated tests:
// staged reads (double2 and float4 loads) and increments, vector
// arguments, OP_RW and OP_WRITE through a map, op_arg_idx through a map,
// reductions. Prints every result; the
// test compares it with the reference build (tests/cuda/CMakeLists.txt).
#include "op_seq.h"

#include "random_maps_inputs.h"
#include "random_maps_kernels.h"

#include <vector>

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  RandomMapsInputs in = randomMapsInputs();
  const int nnode = in.nnode, nedge = in.nedge, ntri = in.ntri;
  std::vector<int> &e2n = in.e2n, &t2n = in.t2n;
  std::vector<double> &x = in.x, &w = in.w, &tw = in.tw;
  std::vector<float> &f = in.f;
  std::vector<double> zero(nnode * 2, 0.0), low(nnode, -1e300);

  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_set tris = op_decl_set(ntri, "tris");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n.data(), "pedge");
  op_map ptri = op_decl_map(tris, nodes, 3, t2n.data(), "ptri");
  op_dat p_x = op_decl_dat(nodes, 3, "double", x.data(), "p_x");
  op_dat p_acc = op_decl_dat(nodes, 2, "double", zero.data(), "p_acc");
  op_dat p_peak = op_decl_dat(nodes, 1, "double", low.data(), "p_peak");
  op_dat p_mark = op_decl_dat(nodes, 1, "double", zero.data(), "p_mark");
  op_dat p_f = op_decl_dat(nodes, 4, "float", f.data(), "p_f");
  op_dat p_w = op_decl_dat(edges, 1, "double", w.data(), "p_w");
  op_dat p_tw = op_decl_dat(tris, 1, "double", tw.data(), "p_tw");

  double sum = 0, largest = -1e300;
  for (int step = 0; step < 2; ++step) {
    op_par_loop(spread, "spread", edges,
                op_arg_dat(p_x, 0, pedge, 3, "double", OP_READ),
                op_arg_dat(p_x, 1, pedge, 3, "double", OP_READ),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_acc, 0, pedge, 2, "double", OP_INC),
                op_arg_dat(p_acc, 1, pedge, 2, "double", OP_INC));
    op_par_loop(corners, "corners", tris,
                op_arg_dat(p_x, -3, ptri, 3, "double", OP_READ),
                op_arg_dat(p_acc, -3, ptri, 2, "double", OP_INC),
                op_arg_dat(p_tw, -1, OP_ID, 1, "double", OP_READ));
    op_par_loop(raise_peak, "raise_peak", edges,
                op_arg_dat(p_peak, 1, pedge, 1, "double", OP_RW),
                op_arg_dat(p_acc, 1, pedge, 2, "double", OP_READ),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ));
    op_par_loop(blend, "blend", edges,
                op_arg_dat(p_f, 0, pedge, 4, "float", OP_READ),
                op_arg_dat(p_f, 1, pedge, 4, "float", OP_READ),
                op_arg_dat(p_acc, 0, pedge, 2, "double", OP_INC));
    op_par_loop(raise_floor, "raise_floor", edges,
                op_arg_dat(p_peak, 0, pedge, 1, "double", OP_RW),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ));
    op_par_loop(stamp, "stamp", edges,
                op_arg_dat(p_mark, 0, pedge, 1, "double", OP_WRITE),
                op_arg_dat(p_x, 0, pedge, 3, "double", OP_READ),
                op_arg_idx(0, pedge));
    op_par_loop(total, "total", edges,
                op_arg_dat(p_acc, 0, pedge, 2, "double", OP_READ),
                op_arg_dat(p_acc, 1, pedge, 2, "double", OP_READ),
                op_arg_gbl(&sum, 1, "double", OP_INC),
                op_arg_gbl(&largest, 1, "double", OP_MAX));
  }

  std::vector<double> acc(nnode * 2), peak(nnode), mark(nnode);
  op_fetch_data(p_acc, acc.data());
  op_fetch_data(p_peak, peak.data());
  op_fetch_data(p_mark, mark.data());
  for (int n = 0; n < nnode; ++n)
    op_printf("node %d %.17g %.17g %.17g %.17g\n", n, acc[n * 2],
              acc[n * 2 + 1], peak[n], mark[n]);
  op_printf("sum %.17g largest %.17g\n", sum, largest);
  op_exit();
  return 0;
}
