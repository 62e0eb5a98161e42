// OP2's short type strings for integer data, "uint", "ll" and "ull" (the
// only ones OP2's op_lib_cpp.h takes for unsigned int, long long and
// unsigned long long), with kernels that name those types as OP2 does
// (`uint`) or as C++ does (`unsigned int`): dats, a layout suffix, an
// increment through a map, a reduction and constants (a bool array and a
// char beside them). Checks its own answers against the same arithmetic on
// the host: "op2_type_strings: 8 nodes checked", or one line naming the
// first wrong value.
#include "op_seq.h"

#include <cstdio>

unsigned int offset = 3;
bool use_offset[2] = {false, true};
char bias = 2;

inline void widen(const uint *u, long long *wide, unsigned long long *big,
                  ll *total) {
  wide[0] = static_cast<long long>(u[0]) * 1000000007LL -
            (use_offset[1] ? offset : 0) + bias;
  big[0] = static_cast<unsigned long long>(wide[0]) * 3ULL + u[1];
  total[0] += wide[0];
}

inline void count_ends(const unsigned int *u, uint *a, unsigned *b) {
  a[0] += u[0];
  b[0] += 1;
}

constexpr int n = 8, edges = 12;

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  unsigned int u[2 * n], hits[n] = {};
  long long wide[n] = {};
  unsigned long long big[n] = {};
  int e2n[2 * edges];
  for (int i = 0; i < 2 * n; ++i)
    u[i] = 4000000000u - 7u * i;
  for (int e = 0; e < edges; ++e) {
    e2n[2 * e] = (3 * e) % n;
    e2n[2 * e + 1] = (5 * e + 1) % n;
  }
  op_set nodes = op_decl_set(n, "nodes");
  op_set links = op_decl_set(edges, "links");
  op_map link_ends = op_decl_map(links, nodes, 2, e2n, "link_ends");
  op_dat p_u = op_decl_dat(nodes, 2, "uint", u, "p_u");
  op_dat p_wide = op_decl_dat(nodes, 1, "ll", wide, "p_wide");
  op_dat p_big = op_decl_dat(nodes, 1, "ull:soa", big, "p_big");
  op_dat p_hits = op_decl_dat(nodes, 1, "uint", hits, "p_hits");
  op_decl_const(1, "uint", &offset);
  op_decl_const(2, "bool", use_offset);
  op_decl_const(1, "char", &bias);
  long long total = 0;
  op_par_loop(widen, "widen", nodes,
              op_arg_dat(p_u, -1, OP_ID, 2, "uint", OP_READ),
              op_arg_dat(p_wide, -1, OP_ID, 1, "ll", OP_WRITE),
              op_arg_dat(p_big, -1, OP_ID, 1, "ull:soa", OP_WRITE),
              op_arg_gbl(&total, 1, "ll", OP_INC));
  op_par_loop(count_ends, "count_ends", links,
              op_arg_dat(p_u, 0, link_ends, 2, "uint", OP_READ),
              op_arg_dat(p_hits, 0, link_ends, 1, "uint", OP_INC),
              op_arg_dat(p_hits, 1, link_ends, 1, "uint", OP_INC));
  op_fetch_data(p_wide, wide);
  op_fetch_data(p_big, big);
  op_fetch_data(p_hits, hits);

  long long wide_expected[n], total_expected = 0;
  unsigned long long big_expected[n];
  unsigned int hits_expected[n] = {};
  for (int i = 0; i < n; ++i)
    widen(u + 2 * i, wide_expected + i, big_expected + i, &total_expected);
  for (int e = 0; e < edges; ++e)
    count_ends(u + 2 * e2n[2 * e], hits_expected + e2n[2 * e],
               hits_expected + e2n[2 * e + 1]);
  for (int i = 0; i < n; ++i)
    if (wide[i] != wide_expected[i] || big[i] != big_expected[i] ||
        hits[i] != hits_expected[i]) {
      std::printf("loom: error: op2_type_strings: node %d holds %lld %llu %u, "
                  "expected %lld %llu %u\n",
                  i, wide[i], big[i], hits[i], wide_expected[i],
                  big_expected[i], hits_expected[i]);
      return 1;
    }
  if (total != total_expected) {
    std::printf("loom: error: op2_type_strings: the total is %lld, expected "
                "%lld\n",
                total, total_expected);
    return 1;
  }
  std::printf("op2_type_strings: %d nodes checked\n", n);
  op_exit();
}
