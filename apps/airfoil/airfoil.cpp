// OP2's Airfoil benchmark: a 2D nonlinear inviscid (Euler) finite-volume
// solver on an unstructured quad mesh around a NACA0012 airfoil, with a
// predictor/corrector time march. Written against OP2's C++ API exactly as an
// OP2 user would write it.
//
//   airfoil [MESH_FILE] [--iterations N] [--mesh-size IxJ] [--save-solution F]
//
// Without MESH_FILE the built-in NACA0012 mesh (loom::io::generateNaca0012,
// I x J, default 50x75) is used; otherwise an OP2 ASCII grid file is read.

#include <cmath>
#include <vector>

#include "airfoil_setup.h"

// OP2 header file

#include "op_seq.h"

// global constants (as in OP2's Airfoil, main declares local mach and alpha
// that shadow these and registers the locals with op_decl_const; no kernel
// reads either, so the shadowing is harmless)

double gam, gm1, cfl, eps, mach, alpha, qinf[4];

// user kernels

#include "adt_calc.h"
#include "bres_calc.h"
#include "res_calc.h"
#include "save_soln.h"
#include "update.h"

// main program

static int airfoilMain(int argc, char **argv) {
  AirfoilOptions opt;
  if (int status = parseAirfoilCommandLine(argc, argv, opt); status >= 0)
    return status;

  // OP initialisation
  op_init(argc, argv, 2);
  loom::applyStrategyFlag(opt.strategy); // --strategy

  // read in grid, or generate the built-in one; on several MPI processes
  // each keeps its slice, and op_partition below redistributes the mesh

  loom::io::AirfoilGrid grid;
  if (!loadAirfoilGrid(opt, grid))
    return 1;
  keepThisProcessSlice(grid);

  int nnode = grid.nnode, ncell = grid.ncell, nedge = grid.nedge,
      nbedge = grid.nbedge;
  int *cell = grid.cell.data();
  int *edge = grid.edge.data();
  int *ecell = grid.ecell.data();
  int *bedge = grid.bedge.data();
  int *becell = grid.becell.data();
  int *bound = grid.bound.data();
  double *x = grid.x.data();

  std::vector<double> q(4 * static_cast<size_t>(ncell));

  // set constants and initialise flow field and residual

  op_printf("initialising flow field \n");

  gam = 1.4f;
  gm1 = gam - 1.0f;
  cfl = 0.9f;
  eps = 0.05f;

  double mach = 0.4f;
  double alpha = 3.0f * atan(1.0f) / 45.0f;
  double p = 1.0f;
  double r = 1.0f;
  double u = sqrt(gam * p / r) * mach;
  double e = p / (r * gm1) + 0.5f * u * u;

  qinf[0] = r;
  qinf[1] = r * u;
  qinf[2] = 0.0f;
  qinf[3] = r * e;

  for (int n = 0; n < ncell; n++) {
    for (int m = 0; m < 4; m++) {
      q[4 * n + m] = qinf[m];
    }
  }

  // declare sets, pointers, and datasets

  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_set bedges = op_decl_set(nbedge, "bedges");
  op_set cells = op_decl_set(ncell, "cells");

  op_map pedge = op_decl_map(edges, nodes, 2, edge, "pedge");
  op_map pecell = op_decl_map(edges, cells, 2, ecell, "pecell");
  op_map pbedge = op_decl_map(bedges, nodes, 2, bedge, "pbedge");
  op_map pbecell = op_decl_map(bedges, cells, 1, becell, "pbecell");
  op_map pcell = op_decl_map(cells, nodes, 4, cell, "pcell");

  op_dat p_bound = op_decl_dat(bedges, 1, "int", bound, "p_bound");
  op_dat p_x = op_decl_dat(nodes, 2, "double", x, "p_x");
  op_dat p_q = op_decl_dat(cells, 4, "double", q.data(), "p_q");
  // qold, adt and res start as zeros: null data gives a zero-filled dat
  // (as in OP2), so they need no host arrays.
  double *zeros = nullptr;
  op_dat p_qold = op_decl_dat(cells, 4, "double", zeros, "p_qold");
  op_dat p_adt = op_decl_dat(cells, 1, "double", zeros, "p_adt");
  op_dat p_res = op_decl_dat(cells, 4, "double", zeros, "p_res");

  // The runtime holds its own copies now: free the grid and the initial
  // flow field, as OP2's Airfoil does.
  grid = loom::io::AirfoilGrid();
  q = std::vector<double>();

  // trigger partitioning and halo creation routines (as in OP2's Airfoil;
  // nothing changes on one process)

  op_partition("PTSCOTCH", "KWAY", edges, pecell, p_x);

  // optional locality renumbering (--reorder, LOOM_REORDER)

  if (!reorderAirfoilMesh(opt, pedge))
    return 1;

  op_decl_const(1, "double", &gam);
  op_decl_const(1, "double", &gm1);
  op_decl_const(1, "double", &cfl);
  op_decl_const(1, "double", &eps);
  op_decl_const(1, "double", &mach);
  op_decl_const(1, "double", &alpha);
  op_decl_const(4, "double", qinf);

  op_diagnostic_output();

  // initialise timers for total execution wall time
  double cpu_t1, cpu_t2, wall_t1, wall_t2;
  op_timers(&cpu_t1, &wall_t1);

  // main time-marching loop

  int niter = opt.iterations;
  double rms = 0.0;

  for (int iter = 1; iter <= niter; iter++) {

    // save old flow solution

    op_par_loop(save_soln, "save_soln", cells,
                op_arg_dat(p_q, -1, OP_ID, 4, "double", OP_READ),
                op_arg_dat(p_qold, -1, OP_ID, 4, "double", OP_WRITE));

    // predictor/corrector update loop

    for (int k = 0; k < 2; k++) {

      // calculate area/timstep

      op_par_loop(adt_calc, "adt_calc", cells,
                  op_arg_dat(p_x, 0, pcell, 2, "double", OP_READ),
                  op_arg_dat(p_x, 1, pcell, 2, "double", OP_READ),
                  op_arg_dat(p_x, 2, pcell, 2, "double", OP_READ),
                  op_arg_dat(p_x, 3, pcell, 2, "double", OP_READ),
                  op_arg_dat(p_q, -1, OP_ID, 4, "double", OP_READ),
                  op_arg_dat(p_adt, -1, OP_ID, 1, "double", OP_WRITE));

      // calculate flux residual

      op_par_loop(res_calc, "res_calc", edges,
                  op_arg_dat(p_x, 0, pedge, 2, "double", OP_READ),
                  op_arg_dat(p_x, 1, pedge, 2, "double", OP_READ),
                  op_arg_dat(p_q, 0, pecell, 4, "double", OP_READ),
                  op_arg_dat(p_q, 1, pecell, 4, "double", OP_READ),
                  op_arg_dat(p_adt, 0, pecell, 1, "double", OP_READ),
                  op_arg_dat(p_adt, 1, pecell, 1, "double", OP_READ),
                  op_arg_dat(p_res, 0, pecell, 4, "double", OP_INC),
                  op_arg_dat(p_res, 1, pecell, 4, "double", OP_INC));

      op_par_loop(bres_calc, "bres_calc", bedges,
                  op_arg_dat(p_x, 0, pbedge, 2, "double", OP_READ),
                  op_arg_dat(p_x, 1, pbedge, 2, "double", OP_READ),
                  op_arg_dat(p_q, 0, pbecell, 4, "double", OP_READ),
                  op_arg_dat(p_adt, 0, pbecell, 1, "double", OP_READ),
                  op_arg_dat(p_res, 0, pbecell, 4, "double", OP_INC),
                  op_arg_dat(p_bound, -1, OP_ID, 1, "int", OP_READ));

      // update flow field

      rms = 0.0;

      op_par_loop(update, "update", cells,
                  op_arg_dat(p_qold, -1, OP_ID, 4, "double", OP_READ),
                  op_arg_dat(p_q, -1, OP_ID, 4, "double", OP_WRITE),
                  op_arg_dat(p_res, -1, OP_ID, 4, "double", OP_RW),
                  op_arg_dat(p_adt, -1, OP_ID, 1, "double", OP_READ),
                  op_arg_gbl(&rms, 1, "double", OP_INC));
    }

    // print iteration history

    rms = sqrt(rms / (double)op_get_size(cells));

    if (iter % 100 == 0)
      op_printf(" %d  %10.5e \n", iter, rms);
  }

  op_timers(&cpu_t2, &wall_t2);

  saveAirfoilSolution(opt, p_q); // --save-solution: HDF5 or binfile

  op_timing_output();
  op_printf("Max total runtime = %f\n", wall_t2 - wall_t1);

  op_exit();
  return 0;
}

int main(int argc, char **argv) {
  return loom::guardedMain([&] { return airfoilMain(argc, argv); });
}
