// Loops that put data in the openmp backend's lane arrays, over random maps
// (a fixed-seed generator; repeated entries included) on sets whose sizes
// are not multiples of a group. Prints every dat and reduction after three
// steps; the tests compare the translated builds with the reference build
// (tests/backends/openmp/CMakeLists.txt).
#include "op_seq.h"

#include "lane_groups_kernels.h"

#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

struct Random {
  std::uint64_t state;
  int below(int n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
  }
};

template <class T> std::vector<T> values(int n, Random &random, double scale) {
  std::vector<T> v(n);
  for (T &x : v)
    x = static_cast<T>(scale * (random.below(2001) - 1000));
  return v;
}

template <class T>
void print(op_dat dat, int dim, int size, const char *format) {
  std::vector<T> v(static_cast<size_t>(size) * dim);
  op_fetch_data(dat, v.data());
  for (int n = 0; n < size; ++n) {
    op_printf("%s %d", dat->name, n);
    for (int d = 0; d < dim; ++d)
      op_printf(format, v[static_cast<size_t>(n) * dim + d]);
    op_printf("\n");
  }
}

} // namespace

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int nnode = 611, nedge = 2103;
  Random random{2468};
  std::vector<int> e2n(nedge * 2);
  for (int &n : e2n)
    n = random.below(nnode - 11); // the last nodes untouched
  std::vector<double> a1 = values<double>(nnode, random, 1e-3);
  std::vector<double> a3 = values<double>(nnode * 3, random, 1e-3);
  std::vector<double> a5 = values<double>(nnode * 5, random, 1e-3);
  std::vector<double> a7 = values<double>(nnode * 7, random, 1e-3);
  std::vector<double> a9 = values<double>(nnode * 9, random, 1e-3);
  std::vector<double> w = values<double>(nedge, random, 1e-4);
  // Floats in steps of 1/256: every float sum below is exact (about 22 bits),
  // so the order in which the backend adds increments and block partials
  // cannot change it, and the output is comparable with the reference's.
  std::vector<float> f3 = values<float>(nnode * 3, random, 1.0 / 256);
  std::vector<float> f8 = values<float>(nnode * 8, random, 1.0 / 256);
  std::vector<int> n2 = values<int>(nnode * 2, random, 1);
  std::vector<double> zero(nnode * 6, 0.0);
  std::vector<float> fzero(nnode * 4, 0.0f);
  std::vector<int> izero(nnode * 3, 0);

  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n.data(), "pedge");
  op_dat p_a1 = op_decl_dat(nodes, 1, "double", a1.data(), "a1");
  op_dat p_a3 = op_decl_dat(nodes, 3, "double", a3.data(), "a3");
  op_dat p_a5 = op_decl_dat(nodes, 5, "double", a5.data(), "a5");
  op_dat p_a7 = op_decl_dat(nodes, 7, "double", a7.data(), "a7");
  op_dat p_a9 = op_decl_dat(nodes, 9, "double", a9.data(), "a9");
  op_dat p_w = op_decl_dat(edges, 1, "double", w.data(), "w");
  op_dat p_i2 = op_decl_dat(nodes, 2, "double", zero.data(), "i2");
  op_dat p_i4 = op_decl_dat(nodes, 4, "double", zero.data(), "i4");
  op_dat p_i6 = op_decl_dat(nodes, 6, "double", zero.data(), "i6");
  op_dat p_f3 = op_decl_dat(nodes, 3, "float", f3.data(), "f3");
  op_dat p_f8 = op_decl_dat(nodes, 8, "float", f8.data(), "f8");
  op_dat p_g4 = op_decl_dat(nodes, 4, "float", fzero.data(), "g4");
  op_dat p_n2 = op_decl_dat(nodes, 2, "int", n2.data(), "n2");
  op_dat p_m3 = op_decl_dat(nodes, 3, "int", izero.data(), "m3");

  double factor = 0.75, sum3[3] = {0, 0, 0}, low2[2] = {1e300, 1e300};
  double high1 = -1e300;
  float total = 0;
  int largest = -1000000;
  for (int step = 0; step < 3; ++step) {
    op_par_loop(mix_double, "mix_double", edges,
                op_arg_dat(p_a1, 0, pedge, 1, "double", OP_READ),
                op_arg_dat(p_a3, 0, pedge, 3, "double", OP_READ),
                op_arg_dat(p_a5, 0, pedge, 5, "double", OP_READ),
                op_arg_dat(p_a7, 1, pedge, 7, "double", OP_READ),
                op_arg_dat(p_a9, 1, pedge, 9, "double", OP_READ),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_arg_gbl(&factor, 1, "double", OP_READ),
                op_arg_dat(p_i2, 0, pedge, 2, "double", OP_INC),
                op_arg_dat(p_i4, 1, pedge, 4, "double", OP_INC),
                op_arg_dat(p_i6, 0, pedge, 6, "double", OP_INC));
    op_par_loop(mix_float, "mix_float", edges,
                op_arg_dat(p_f3, 1, pedge, 3, "float", OP_READ),
                op_arg_dat(p_f8, 0, pedge, 8, "float", OP_READ),
                op_arg_dat(p_g4, 1, pedge, 4, "float", OP_INC),
                op_arg_gbl(&total, 1, "float", OP_INC));
    op_par_loop(mix_int, "mix_int", edges,
                op_arg_dat(p_n2, 1, pedge, 2, "int", OP_READ),
                op_arg_idx(-1, OP_ID), op_arg_idx(0, pedge),
                op_arg_dat(p_m3, 0, pedge, 3, "int", OP_INC),
                op_arg_gbl(&largest, 1, "int", OP_MAX));
    op_par_loop(reduce, "reduce", edges,
                op_arg_dat(p_a3, 0, pedge, 3, "double", OP_READ),
                op_arg_dat(p_a3, 1, pedge, 3, "double", OP_READ),
                op_arg_gbl(sum3, 3, "double", OP_INC),
                op_arg_gbl(low2, 2, "double", OP_MIN),
                op_arg_gbl(&high1, 1, "double", OP_MAX));
    op_par_loop(clamp_low, "clamp_low", edges,
                op_arg_dat(p_a1, 1, pedge, 1, "double", OP_READ),
                op_arg_dat(p_a5, 0, pedge, 5, "double", OP_READ),
                op_arg_dat(p_i2, 1, pedge, 2, "double", OP_INC));
    op_par_loop(lengths, "lengths", edges,
                op_arg_dat(p_a3, 0, pedge, 3, "double", OP_READ),
                op_arg_dat(p_a3, 1, pedge, 3, "double", OP_READ),
                op_arg_dat(p_i2, 0, pedge, 2, "double", OP_INC));
    op_par_loop(weigh<3>, "weigh", edges,
                op_arg_dat(p_a3, 1, pedge, 3, "double", OP_READ),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_i6, 0, pedge, 6, "double", OP_INC));
    op_par_loop(spread_ints, "spread_ints", edges,
                op_arg_dat(p_n2, 0, pedge, 2, "int", OP_READ),
                op_arg_dat(p_i2, 1, pedge, 2, "double", OP_INC));
    op_par_loop(lane_kernels::halve, "halve", edges,
                op_arg_dat(p_a1, 0, pedge, 1, "double", OP_READ),
                op_arg_dat(p_i2, 1, pedge, 2, "double", OP_INC));
    op_par_loop(both_ends, "both_ends", edges,
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_i4, 0, pedge, 4, "double", OP_INC),
                op_arg_dat(p_i4, 1, pedge, 4, "double", OP_INC));
  }

  print<double>(p_i2, 2, nnode, " %.17g");
  print<double>(p_i4, 4, nnode, " %.17g");
  print<double>(p_i6, 6, nnode, " %.17g");
  print<float>(p_g4, 4, nnode, " %.9g");
  print<int>(p_m3, 3, nnode, " %d");
  op_printf("sum3 %.17g %.17g %.17g low2 %.17g %.17g high1 %.17g\n", sum3[0],
            sum3[1], sum3[2], low2[0], low2[1], high1);
  op_printf("total %.9g largest %d\n", static_cast<double>(total), largest);
  op_exit();
  return 0;
}
