// OP2's data and set queries on several MPI processes, as OP2 answers them.
// Node i (declaration order) holds the value i; each process declares an
// even slice; op_partition uses LOOM_PARTITIONER (random: nothing stays in
// place). Then:
//   - op_fetch_data gives this process's declared slice, in declaration
//     order (not its owned elements);
//   - op_fetch_data_idx(0, N-1) gives every value, in order, on every process,
//     and (N/3, N/3 + N/4) those rows;
//   - op_get_global_set_offset and the local sizes are consistent: offsets
//     start at 0, the last ends at N, and full >= exec >= owned;
//   - a global the loop writes (OP_WRITE) has the written value on every
//     process, and a bool OP_MAX is true on every process when any element
//     made it so;
//   - an op_arg_info payload follows its OP_MAX global to the process that
//     holds the maximum, and stays as it was when no element beats the
//     start value;
//   - op_compute_moment and op_compute_moment_across_times give the means
//     over the processes, on every process;
//   - op_print prints on rank 0 only.
// With the argument "map-after", a map declared after op_partition must stop
// the program with one error line.
//
//   op2_calls_mpi [map-after]
#include "op_seq.h"

#include "loom/core/distribution.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

void touch(const double *) {}
void keep(const double *, int *) {}
void count(const double *, int *c) { *c += 1; }
void writeAtSeven(const double *x, double *w) {
  if (x[0] == 7)
    w[0] = 42;
}
void anyAboveFifteen(const double *x, bool *b) {
  if (x[0] > 15)
    b[0] = true;
}

// The payload: where the element that raised the maximum came from.
void argMax(const double *x, double *best, double *where) {
  if (x[0] > best[0]) {
    best[0] = x[0];
    where[0] = 2 * x[0];
    where[1] = x[0] - 100;
  }
}

bool near(double a, double b) {
  return std::fabs(a - b) <= 1e-12 * std::fabs(b);
}

int fail(int rank, const char *what) {
  std::fprintf(stderr, "loom: error: rank %d: %s\n", rank, what);
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  const bool mapAfter = argc > 1 && std::strcmp(argv[1], "map-after") == 0;
  op_init(argc, argv, 0);
  int rank = 0;
  op_rank(&rank);
  const int ranks = loom::distribution().ranks();
  const int n = 20;
  const int lo = n * rank / ranks, hi = n * (rank + 1) / ranks;
  const int mine = hi - lo;
  std::vector<int> edgeNodes;
  for (int i = lo; i < hi && i + 1 < n; ++i)
    edgeNodes.insert(edgeNodes.end(), {i, i + 1});
  op_set nodes = op_decl_set(mine, "nodes");
  op_set edges = op_decl_set(static_cast<int>(edgeNodes.size() / 2), "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, edgeNodes.data(), "pedge");
  std::vector<double> x(mine);
  for (int i = 0; i < mine; ++i)
    x[i] = lo + i;
  op_dat p_x = op_decl_dat(nodes, 1, "double", x.data(), "p_x");
  op_partition("PTSCOTCH", "KWAY", edges, pedge, p_x);
  if (mapAfter) {
    op_decl_map(edges, nodes, 2, edgeNodes.data(), "late");
    return fail(rank, "a map declared after op_partition was accepted");
  }
  op_par_loop(touch, "touch", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ));

  std::vector<double> slice(mine, -1);
  op_fetch_data(p_x, slice.data());
  for (int i = 0; i < mine; ++i)
    if (slice[i] != lo + i)
      return fail(rank, "op_fetch_data did not give the declared slice");

  std::vector<double> all(n, -1);
  op_fetch_data_idx(p_x, all.data(), 0, n - 1);
  for (int i = 0; i < n; ++i)
    if (all[i] != i)
      return fail(rank, "op_fetch_data_idx(0, N-1) did not give every value");
  // A range inside the set: only its rows, from `low` on.
  const int low = n / 3, high = n / 3 + n / 4;
  std::vector<double> some(high - low + 1, -1);
  op_fetch_data_idx(p_x, some.data(), low, high);
  for (int i = low; i <= high; ++i)
    if (some[i - low] != i)
      return fail(rank, "op_fetch_data_idx(N/3, ..) did not give those rows");

  const long long offset = op_get_global_set_offset(nodes);
  const int owned = op_get_size_local(nodes);
  if (op_get_size_local_exec(nodes) < owned ||
      op_get_size_local_full(nodes) < op_get_size_local_exec(nodes))
    return fail(rank, "local sizes: full >= exec >= owned does not hold");
  int first = static_cast<int>(offset), end = static_cast<int>(offset) + owned;
  int total = 0;
  op_par_loop(keep, "offsets", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&first, 1, "int", OP_MIN));
  op_par_loop(keep, "ends", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&end, 1, "int", OP_MAX));
  op_par_loop(count, "owned", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&total, 1, "int", OP_INC));
  if (first != 0 || end != n || total != n || offset < 0 || offset + owned > n)
    return fail(rank, "op_get_global_set_offset: offsets do not tile the set");

  double written = 0;
  op_par_loop(writeAtSeven, "write_at_seven", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&written, 1, "double", OP_WRITE));
  if (written != 42)
    return fail(rank, "an OP_WRITE global differs between processes");
  bool above = false;
  op_par_loop(anyAboveFifteen, "any_above_fifteen", nodes,
              op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&above, 1, "bool", OP_MAX));
  if (!above)
    return fail(rank, "a bool OP_MAX global differs between processes");

  for (double start : {-1.0, 1e9}) {
    double best = start, where[2] = {-1, -1};
    op_par_loop(argMax, "arg_max", nodes,
                op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_READ),
                op_arg_gbl(&best, 1, "double", OP_MAX),
                op_arg_info(where, 2, "double", 1));
    const bool raised = start < n;
    const double top = n - 1;
    if (best != (raised ? top : start) || where[0] != (raised ? 2 * top : -1) ||
        where[1] != (raised ? top - 100 : -1))
      return fail(rank, "an op_arg_info payload is not the one of the "
                        "process holding the maximum");
  }

  // Process r contributes r + 1: the means are (P + 1) / 2 and
  // (P + 1)(2P + 1) / 6.
  const double mean = (ranks + 1) / 2.0,
               meanSquare = (ranks + 1) * (2.0 * ranks + 1) / 6.0;
  double m1 = -1, m2 = -1;
  op_compute_moment(rank + 1.0, &m1, &m2);
  if (!near(m1, mean) || !near(m2, meanSquare))
    return fail(rank, "op_compute_moment: not the means over the processes");
  double times[3] = {rank + 1.0, 0, rank + 1.0};
  op_compute_moment_across_times(times, 3, true, &m1, &m2);
  if (!near(m1, mean) || !near(m2, meanSquare))
    return fail(rank, "op_compute_moment_across_times: not the means over "
                      "the processes' times");
  op_compute_moment_across_times(times, 3, false, &m1, &m2);
  if (!near(m1, mean * 2 / 3) || !near(m2, meanSquare * 2 / 3))
    return fail(rank, "op_compute_moment_across_times counted the zeros "
                      "wrongly");

  op_print("op2_calls_mpi: printed once");
  op_exit();
  return 0;
}
