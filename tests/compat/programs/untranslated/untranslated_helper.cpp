// Compiled with op_seq.h into a library that loomc never sees.
#include "op_seq.h"

#include "untranslated_helper.h"

namespace {
void twice(double *v) { *v *= 2.0; }
} // namespace

void doubleAll(op_set set, op_dat d) {
  op_par_loop(twice, "twice", set,
              op_arg_dat(d, -1, OP_ID, 1, "double", OP_RW));
}
