#include "op_seq.h"

#include "op_hdf5.h"
int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  op_set nodes = op_decl_set_hdf5("new_grid.h5", "nodes");
  (void)nodes;
  op_exit();
}
