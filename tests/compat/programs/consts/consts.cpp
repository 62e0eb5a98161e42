// Constants: a scalar, an array and a user type with op_decl_const, and an
// int with op_decl_const2, read by kernels through the program's globals
// (OP2's const functional test, plus user types).
#include "op_seq.h"

#include "consts_kernels.h"

#include <cstdio>
#include <vector>

double my_const1;
double my_const4[4];
material mat;
int n_rows;

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  my_const1 = 20.1;
  const double init4[4] = {30.1, 40.2, 50.3, 60.4};
  for (int k = 0; k < 4; ++k)
    my_const4[k] = init4[k];
  mat = material{2.5, {-1.0, 0.75}};
  n_rows = 12;
  op_decl_const(1, "double", &my_const1);
  op_decl_const(4, "double", my_const4);
  op_decl_const(1, "material", &mat);
  op_decl_const2("n_rows", 1, "int", &n_rows);

  const int n = 32;
  std::vector<double> zeros(n * 4, 0.0), x(n);
  for (int i = 0; i < n; ++i)
    x[i] = 0.5 * i;
  op_set set = op_decl_set(n, "set");
  op_dat p_d1 = op_decl_dat(set, 1, "double", zeros.data(), "p_d1");
  op_dat p_d4 = op_decl_dat(set, 4, "double", zeros.data(), "p_d4");
  op_dat p_dm = op_decl_dat(set, 2, "double", zeros.data(), "p_dm");
  op_dat p_x = op_decl_dat(set, 1, "double", x.data(), "p_x");

  op_par_loop(write_scalar, "write_scalar", set,
              op_arg_dat(p_d1, -1, OP_ID, 1, "double", OP_WRITE));
  op_par_loop(write_array, "write_array", set,
              op_arg_dat(p_d4, -1, OP_ID, 4, "double", OP_WRITE));
  op_par_loop(write_material, "write_material", set,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_dat(p_dm, -1, OP_ID, 2, "double", OP_WRITE));

  std::vector<double> d1(n), d4(n * 4), dm(n * 2);
  op_fetch_data(p_d1, d1.data());
  op_fetch_data(p_d4, d4.data());
  op_fetch_data(p_dm, dm.data());
  int failures = 0;
  for (int i = 0; i < n; ++i) {
    op_printf("%d %.17g %.17g %.17g %.17g %.17g %.17g %.17g\n", i, d1[i],
              d4[i * 4], d4[i * 4 + 1], d4[i * 4 + 2], d4[i * 4 + 3], dm[i * 2],
              dm[i * 2 + 1]);
    bool ok =
        d1[i] == 20.1 && dm[i * 2] == 2.5 * x[i] - 1.0 && dm[i * 2 + 1] == 9.0;
    for (int k = 0; k < 4; ++k)
      ok = ok && d4[i * 4 + k] == init4[k];
    failures += !ok;
  }
  op_exit();
  if (failures) {
    std::printf("consts FAILED (%d)\n", failures);
    return 1;
  }
  op_printf("consts PASSED\n");
  return 0;
}
