#include "op_seq.h"
int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double x[2] = {1, 2};
  op_set s = op_decl_set(2, "s");
  op_dat d = op_decl_dat(s, 1, "double", x, "d");
  op_fetch_data_hdf5_file(d, "out.h5");
  op_exit();
}
