// A translated program that also runs a loop from a library loomc did not
// translate: the runtime reports that loop (once), and it still runs.
#include "op_seq.h"

#include "untranslated_helper.h"

inline void addOne(double *v) { *v += 1.0; }

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  double v[3] = {1, 2, 3};
  op_set s = op_decl_set(3, "s");
  op_dat d = op_decl_dat(s, 1, "double", v, "d");
  for (int i = 0; i < 2; ++i) {
    op_par_loop(addOne, "addOne", s,
                op_arg_dat(d, -1, OP_ID, 1, "double", OP_RW));
    doubleAll(s, d);
  }
  double out[3];
  op_fetch_data(d, out);
  printf("%g %g %g\n", out[0], out[1], out[2]);
  op_exit();
  return out[0] == 10 && out[1] == 14 && out[2] == 18 ? 0 : 1;
}
