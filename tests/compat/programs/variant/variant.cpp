// A program configured by a compile definition (VARIANT_TRIPLE), as many OP2
// applications are: loomc must see the target's definitions, or it
// translates the other branch. Exits 1 unless the variant ran.
#include "op_seq.h"

#include "variant_kernels.h"

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double v[4] = {1, 2, 3, 4};
  op_set s = op_decl_set(4, "s");
  op_dat d = op_decl_dat(s, 1, "double", v, "d");
#ifdef VARIANT_TRIPLE
  op_par_loop(triple, "scale", s, op_arg_dat(d, -1, OP_ID, 1, "double", OP_RW));
  const double factor = 3.0;
#else
  op_par_loop(twice, "scale", s, op_arg_dat(d, -1, OP_ID, 1, "double", OP_RW));
  const double factor = 2.0;
#endif
  double out[4];
  op_fetch_data(d, out);
  int wrong = 0;
  for (int i = 0; i < 4; ++i) {
    printf("v[%d] = %g\n", i, out[i]);
    wrong += out[i] != factor * (i + 1);
  }
  op_exit();
  return wrong ? 1 : 0;
}
