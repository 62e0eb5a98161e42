// What the host does with dats between a CUDA build's loops, as OP2 has it:
//   - op_download_dat brings a device-newer dat's values to dat->data;
//   - op_upload_dat sends values the program wrote into dat->data to the
//     device, so the next loop reads them (op_upload_all: every dat);
//   - an inactive optional argument (op_opt_arg_dat(0, ...), null dat) is
//     passed to the kernel as nothing, and its loop runs.
// Exits 1 with one line naming the first check that fails.
#include "op_seq.h"

#include <cstdio>

inline void setTo(double *x, const int *i) { x[0] = 10.0 * i[0]; }
inline void copy(const double *x, double *y) { y[0] = x[0]; }
// `extra` is optional and never active here: as in OP2, the kernel does
// not touch it.
inline void addIfGiven(const double *x, double *y, const double *extra) {
  (void)extra;
  y[0] += x[0];
}

int check(bool ok, const char *what) {
  if (!ok)
    std::printf("loom: error: host_edits: %s\n", what);
  return ok ? 0 : 1;
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  constexpr int n = 4;
  double x[n] = {}, y[n] = {};
  op_set nodes = op_decl_set(n, "nodes");
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(nodes, 1, "double", y, "p_y");
  op_par_loop(setTo, "set_to", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_WRITE),
              op_arg_idx(-1, OP_ID));
  int failed = 0;

  op_download_dat(p_x);
  const double *hx = reinterpret_cast<const double *>(p_x->data);
  failed += check(hx[2] == 20.0, "op_download_dat: dat->data is stale");

  reinterpret_cast<double *>(p_x->data)[0] = 100.0;
  op_upload_dat(p_x);
  op_par_loop(copy, "copy", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  double out[n];
  op_fetch_data(p_y, out);
  failed += check(out[0] == 100.0 && out[3] == 30.0,
                  "op_upload_dat: the loop read the old device values");

  reinterpret_cast<double *>(p_x->data)[1] = 200.0;
  op_upload_all();
  op_par_loop(copy, "copy_all", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_WRITE));
  op_fetch_data(p_y, out);
  failed += check(out[1] == 200.0,
                  "op_upload_all: the loop read the old device values");

  op_dat none = nullptr;
  op_par_loop(addIfGiven, "add_if_given", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW),
              op_opt_arg_dat(0, none, -1, OP_ID, 1, "double", OP_READ));
  op_fetch_data(p_y, out);
  failed +=
      check(out[2] == 40.0, "an inactive optional argument: wrong result");

  op_exit();
  return failed == 0 ? 0 : 1;
}
