// OP2's registries (OP_set_list, OP_map_list, OP_dat_list, OP_kernels) are
// not declared by Loom: using one is a compile error naming it.
#include "op_seq.h"
int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  return OP_dat_list == nullptr;
}
