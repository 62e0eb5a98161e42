// Optional arguments (OP2's op_opt_arg_dat and op_opt_arg_gbl), active and
// inactive: increments and a read through a map, a vector argument and a
// global reduction. As in OP2, the kernel learns which are active from a
// global it reads and leaves the others alone; an inactive argument must
// be neither staged, nor scattered, nor reduced, and an active one behaves
// as its op_arg_* would. Checked against a serial computation on a 9-edge
// chain of 10 nodes; the pairs are in the struct-of-arrays layout on the
// device (":soa"), whose stride an inactive argument must not hide.
#include "op_seq.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

inline void spread(const int *use, const double *w, double *a, double *b,
                   const double *s, double *total) {
  const double f = use[2] ? s[0] : 1.0;
  if (use[0])
    a[0] += w[0] * f;
  if (use[1]) {
    b[0] += 2 * w[0] * f;
    total[0] += w[0];
  }
}

inline void pairs(const int *use, const double *w, double *a, double *b) {
  if (use[0]) {
    a[0] += w[0];
    a[1] += 2 * w[0];
  }
  if (use[1]) {
    b[0] += 3 * w[0];
    b[1] += 4 * w[0];
  }
}

inline void gather(const int *use, const double *const *ends, double *sum) {
  sum[0] = use[0] ? ends[0][0] + ends[1][0] : -1.0;
}

static int failures = 0;

static void check(bool ok, const char *what, int i, double got, double want) {
  if (!ok) {
    std::printf("optional_args: %s[%d] = %g, expected %g\n", what, i, got,
                want);
    ++failures;
  }
}

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int nn = 10, ne = 9;
  int e2n[2 * ne];
  double w[ne], acc[nn] = {}, scale[nn], sum[ne] = {};
  for (int e = 0; e < ne; ++e) {
    e2n[2 * e] = e;
    e2n[2 * e + 1] = e + 1;
    w[e] = 1.0 + e;
  }
  for (int n = 0; n < nn; ++n)
    scale[n] = 0.5 * (n + 1);
  op_set nodes = op_decl_set(nn, "nodes");
  op_set edges = op_decl_set(ne, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
  op_dat p_w = op_decl_dat(edges, 1, "double", w, "p_w");
  op_dat p_acc = op_decl_dat(nodes, 1, "double", acc, "p_acc");
  op_dat p_scale = op_decl_dat(nodes, 1, "double", scale, "p_scale");
  op_dat p_sum = op_decl_dat(edges, 1, "double", sum, "p_sum");
  double pair[2 * nn] = {};
  op_dat p_pair = op_decl_dat(nodes, 2, "double:soa", pair, "p_pair");

  double expect[nn] = {};
  for (int pass = 0; pass < 4; ++pass) {
    // Each combination of the increments and of the read through the map.
    const int useA = pass & 1, useB = (pass >> 1) & 1, useS = pass == 3;
    int use[3] = {useA, useB, useS};
    double total = 0;
    op_par_loop(spread, "spread", edges, op_arg_gbl(use, 3, "int", OP_READ),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_opt_arg_dat(useA, p_acc, 0, pedge, 1, "double", OP_INC),
                op_opt_arg_dat(useB, p_acc, 1, pedge, 1, "double", OP_INC),
                op_opt_arg_dat(useS, p_scale, 1, pedge, 1, "double", OP_READ),
                op_opt_arg_gbl(useB, &total, 1, "double", OP_INC));
    double wantTotal = 0;
    for (int e = 0; e < ne; ++e) {
      const double f = useS ? scale[e + 1] : 1.0;
      if (useA)
        expect[e] += w[e] * f;
      if (useB) {
        expect[e + 1] += 2 * w[e] * f;
        wantTotal += w[e];
      }
    }
    check(total == wantTotal, "total", pass, total, wantTotal);
  }
  double got[nn];
  op_fetch_data(p_acc, got);
  for (int n = 0; n < nn; ++n)
    check(std::fabs(got[n] - expect[n]) <= 1e-12 * std::fabs(expect[n]), "acc",
          n, got[n], expect[n]);

  // Pairs through both ends, each end's argument active or not.
  double wantPair[2 * nn] = {};
  for (int pass = 0; pass < 4; ++pass) {
    int use[2] = {pass & 1, (pass >> 1) & 1};
    op_par_loop(
        pairs, "pairs", edges, op_arg_gbl(use, 2, "int", OP_READ),
        op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
        op_opt_arg_dat(use[0], p_pair, 0, pedge, 2, "double:soa", OP_INC),
        op_opt_arg_dat(use[1], p_pair, 1, pedge, 2, "double:soa", OP_INC));
    for (int e = 0; e < ne; ++e) {
      if (use[0]) {
        wantPair[2 * e] += w[e];
        wantPair[2 * e + 1] += 2 * w[e];
      }
      if (use[1]) {
        wantPair[2 * (e + 1)] += 3 * w[e];
        wantPair[2 * (e + 1) + 1] += 4 * w[e];
      }
    }
  }
  double gotPair[2 * nn];
  op_fetch_data(p_pair, gotPair);
  for (int i = 0; i < 2 * nn; ++i)
    check(gotPair[i] == wantPair[i], "pair", i, gotPair[i], wantPair[i]);

  // A vector argument, active and inactive.
  for (int use = 1; use >= 0; --use) {
    op_par_loop(gather, "gather", edges, op_arg_gbl(&use, 1, "int", OP_READ),
                op_opt_arg_dat(use, p_acc, -2, pedge, 1, "double", OP_READ),
                op_arg_dat(p_sum, -1, OP_ID, 1, "double", OP_WRITE));
    double s[ne];
    op_fetch_data(p_sum, s);
    for (int e = 0; e < ne; ++e) {
      const double want = use ? expect[e] + expect[e + 1] : -1.0;
      check(s[e] == want, use ? "sum" : "sum (inactive)", e, s[e], want);
    }
  }
  if (failures == 0)
    std::printf("optional_args: %d nodes checked\n", nn);
  op_exit();
  return failures == 0 ? 0 : 1;
}
