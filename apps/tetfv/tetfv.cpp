// tetfv: the cell-centred finite-volume kernel of Langguth et al. (JPDC
// 2015, eq. 1) on tetrahedra, y(i) = sum_j A(i,j) (x(l(i,j)) - x(i)), x and
// y swapped each time step. Written against OP2's C++ API.
//
//   tetfv [MESH_FILE | --box N | --block-diagonal N [--block-size B]]
//         [--permute] [--reorder METHOD [--part-size S]] [--seed S] [--face]
//         [--steps K] [--check] [--stream-gbs GB/s]
//
// The cell variant loops over tets reading x through the tet->tet map (dim
// 4, a vector argument) and A directly, writing y directly; the face variant
// loops over interior faces and increments both cells' y.

#include <cmath>
#include <cstdio>
#include <new>
#include <stdexcept>
#include <vector>

#include "model_report.h"
#include "tetfv_setup.h"

#include "loom/core/large_array.h"
#include "loom/io/mesh_error.h"

#include "op_seq.h"

#include "cell_update.h"
#include "face_update.h"
#include "zero_cell.h"

namespace {

int runTetfv(int argc, char **argv) {
  TetfvOptions opt;
  if (!parseTetfvCommandLine(argc, argv, opt))
    return 0;
  TetfvProblem problem = buildTetfvProblem(opt);
  const int ntet = problem.graph.numTets;
  const int nface = problem.faces.numFaces();

  op_init(argc, argv, 1);
  loom::applyStrategyFlag(opt.strategy); // --strategy

  std::vector<double> x = problem.x0;
  std::vector<double> y(x.size(), 0.0);

  op_set tets = op_decl_set(ntet, "tets");
  op_set faces = op_decl_set(nface, "faces");
  op_map ptet =
      op_decl_map(tets, tets, 4, problem.graph.neighbours.data(), "ptet");
  op_map pface =
      op_decl_map(faces, tets, 2, problem.faces.cells.data(), "pface");
  op_dat p_x = op_decl_dat(tets, 1, "double", x.data(), "p_x");
  op_dat p_y = op_decl_dat(tets, 1, "double", y.data(), "p_y");
  op_dat p_a = op_decl_dat(tets, 4, "double", problem.coeff.data(), "p_a");
  op_dat p_fa =
      op_decl_dat(faces, 2, "double", problem.faceCoeff.data(), "p_fa");

  op_dat iterates[2] = {p_x, p_y};
  const bool byFace = opt.variant == "face";

  // optional locality renumbering (--reorder, LOOM_REORDER)
  reorderTetfvMesh(opt, byFace ? pface : ptet, problem);

  // The first two steps build the loops' plans (OpenMP; x and y swap
  // roles, so each loop has a plan per parity of the step): they are left
  // out of the timing when there are steps after them.
  const int untimed = opt.steps > 2 ? 2 : opt.steps - 1;
  double cpu_t1 = 0, cpu_t2, wall_t1 = 0, wall_t2;

  for (int step = 0; step < opt.steps; ++step) {
    if (step == untimed)
      op_timers(&cpu_t1, &wall_t1);
    op_dat in = iterates[step % 2];
    op_dat out = iterates[(step + 1) % 2];
    if (!byFace) {
      op_par_loop(cell_update, "cell_update", tets,
                  op_arg_dat(in, -4, ptet, 1, "double", OP_READ),
                  op_arg_dat(in, -1, OP_ID, 1, "double", OP_READ),
                  op_arg_dat(p_a, -1, OP_ID, 4, "double", OP_READ),
                  op_arg_dat(out, -1, OP_ID, 1, "double", OP_WRITE));
    } else {
      op_par_loop(zero_cell, "zero_cell", tets,
                  op_arg_dat(out, -1, OP_ID, 1, "double", OP_WRITE));
      op_par_loop(face_update, "face_update", faces,
                  op_arg_dat(in, 0, pface, 1, "double", OP_READ),
                  op_arg_dat(in, 1, pface, 1, "double", OP_READ),
                  op_arg_dat(p_fa, -1, OP_ID, 2, "double", OP_READ),
                  op_arg_dat(out, 0, pface, 1, "double", OP_INC),
                  op_arg_dat(out, 1, pface, 1, "double", OP_INC));
    }
  }

  op_timers(&cpu_t2, &wall_t2);
  const double seconds = wall_t2 - wall_t1;
  const int timedSteps = opt.steps - untimed;
  const double tetSteps = static_cast<double>(ntet) * timedSteps;
  std::printf("tetfv: %s%s%s%s, %s loop, %d tets, %d steps (%d timed): %.6f "
              "s, %.3f GFLOPS, %.3f GB/s effective (64 B/tet)\n",
              opt.instance.c_str(), opt.permute ? " (permuted)" : "",
              problem.reordering.empty() ? "" : ", ",
              problem.reordering.c_str(), opt.variant.c_str(), ntet, opt.steps,
              timedSteps, seconds, 11.0 * tetSteps / seconds / 1e9,
              64.0 * tetSteps / seconds / 1e9);

  // Whether the kernel backed the arrays with huge pages (a run without
  // them streams at a fraction of the bandwidth in a virtual machine).
  if (const auto usage = loom::hugePageUsage())
    std::printf("huge pages: %zu of %zu MiB of anonymous memory\n",
                usage->hugeBytes >> 20, usage->anonymousBytes >> 20);
  if (opt.streamGBs > 0)
    std::printf("%s\n", modelReport(opt, problem, tetSteps / seconds).c_str());

  int status = 0;
  if (opt.check) {
    std::vector<double> result(static_cast<size_t>(ntet));
    op_fetch_data(iterates[opt.steps % 2], result.data());
    const std::vector<double> expected = referenceTetfv(problem, opt.steps);
    double worst = 0.0;
    for (int i = 0; i < ntet; ++i)
      worst = std::max(worst, std::abs(result[i] - expected[i]));
    const double tolerance = tetfvTolerance(problem, opt.steps);
    std::printf("check: max |y - y_ref| = %.3e (tolerance %.3e): %s\n", worst,
                tolerance, worst <= tolerance ? "ok" : "MISMATCH");
    if (!(worst <= tolerance))
      status = 1;
  }
  op_timing_output();
  op_exit();
  return status;
}

} // namespace

int main(int argc, char **argv) {
  try {
    return runTetfv(argc, argv);
  } catch (const std::bad_alloc &) {
    std::fprintf(stderr, "loom: error: out of memory building the instance\n");
  } catch (const std::exception &e) {
    std::fprintf(stderr, "loom: error: %s\n", e.what());
  }
  return 1;
}
