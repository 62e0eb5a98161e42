// OP2's Airfoil benchmark reading everything from an OP2-layout HDF5 file,
// written with OP2's HDF5 calls as an OP2 user ports Airfoil to HDF5: sets,
// maps and dats with op_decl_*_hdf5, constants with op_get_const_hdf5; the
// final flow field can be written back with op_fetch_data_hdf5_file.
//
//   airfoil_hdf5 [MESH.h5 [OUTPUT.h5]]     (MESH.h5 defaults to new_grid.h5)
//
// Make MESH.h5 with `loom-mesh convert grid.dat MESH.h5`. A missing or
// malformed file ends the program with one line "loom: error: ...".

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <stdexcept>

#include "loom/airfoil_mesh/airfoil_grid.h"
#include "loom/fileio/input_files.h"
#include "loom/fileio/output_file.h"
#include "loom/hdf5/atomic_output.h"

// OP2 header files

#include "op_hdf5.h"
#include "op_seq.h"

// global constants: NaN until read, so that one the file lacks is an error
// (op_get_const_hdf5 prints OP2's message and leaves the variable as it was)

double gam = NAN, gm1 = NAN, cfl = NAN, eps = NAN, mach = NAN, alpha = NAN,
       qinf[4] = {NAN, NAN, NAN, NAN};

// user kernels (apps/airfoil)

#include "adt_calc.h"
#include "bres_calc.h"
#include "res_calc.h"
#include "save_soln.h"
#include "update.h"

// Airfoil needs every dataset it declares (OP2's calls give NULL for a
// missing one), maps without degenerate rows and a bound flag of 1 (wall)
// or 2 (far field) on every boundary edge, as the ASCII grid reader checks.
static void requireAirfoilData(char const *file, op_dat p_bound,
                               std::initializer_list<void const *> objects,
                               std::initializer_list<op_map> maps) {
  for (void const *object : objects)
    if (!object) {
      std::fflush(stdout); // OP2's message above, on standard output
      std::fprintf(stderr,
                   "loom: error: %s: a set, map or dat Airfoil needs is "
                   "missing (see the message above)\n",
                   file);
      std::exit(1);
    }
  for (op_map map : maps)
    for (int e = 0; e < map->from->size; ++e)
      if (int const *repeated = loom::io::repeatedEntry(
              map->map + static_cast<size_t>(e) * map->dim, map->dim)) {
        std::fprintf(stderr,
                     "loom: error: %s: map '%s': row %d repeats %s index %d "
                     "(a degenerate element of '%s')\n",
                     file, map->name, e, map->to->name, *repeated,
                     map->from->name);
        std::exit(1);
      }
  int const *bound = reinterpret_cast<int const *>(p_bound->data);
  for (int e = 0; e < p_bound->set->size; ++e)
    if (bound[e] != 1 && bound[e] != 2) {
      std::fprintf(stderr,
                   "loom: error: %s: dat 'p_bound': bedge %d bound = %d is "
                   "not 1 (wall) or 2 (far field)\n",
                   file, e, bound[e]);
      std::exit(1);
    }
}

// Every constant read, each value a finite number.
struct Constant {
  char const *name;
  double const *value;
  int dim;
};
static void requireConstants(char const *file,
                             std::initializer_list<Constant> constants) {
  for (Constant const &c : constants)
    for (int i = 0; i < c.dim; ++i)
      if (!std::isfinite(c.value[i])) {
        std::fflush(stdout); // OP2's message above, on standard output
        std::fprintf(stderr,
                     "loom: error: %s: constant '%s'%s (see the message "
                     "above)\n",
                     file, c.name,
                     std::isnan(c.value[i]) ? " is missing or NaN"
                                            : " is not finite");
        std::exit(1);
      }
}

// The program's own arguments: at most MESH.h5 and OUTPUT.h5 (OP2's OP_*
// options after them are op_init's); OUTPUT.h5 is checked before the work.
static void checkArguments(int argc, char **argv) {
  for (int i = 3; i < argc; ++i)
    if (std::strncmp(argv[i], "OP_", 3) != 0) {
      std::fprintf(stderr,
                   "loom: error: unexpected argument '%s' (usage: "
                   "airfoil_hdf5 [MESH.h5 [OUTPUT.h5]])\n",
                   argv[i]);
      std::exit(1);
    }
  if (argc > 2) {
    try {
      // OUTPUT.h5 may not be MESH.h5: the solution would replace p_q there.
      loom::fileio::noteInput(argv[1]);
      loom::fileio::checkOutputPath(argv[2],
                                    loom::fileio::OutputKind::RegularOnly);
      // p_q is added to a file already there: it must be HDF5.
      loom::hdf5::checkAddableTarget(argv[2]);
    } catch (const std::runtime_error &e) { // OutputError, Hdf5Error
      std::fprintf(stderr, "loom: error: OUTPUT.h5: %s\n", e.what());
      std::exit(1);
    }
  }
}

// main program

int main(int argc, char **argv) {
  checkArguments(argc, argv);
  op_init(argc, argv, 2);

  char const *file = argc > 1 ? argv[1] : "new_grid.h5";

  // declare sets, pointers and datasets from the file

  op_set nodes = op_decl_set_hdf5(file, "nodes");
  op_set edges = op_decl_set_hdf5(file, "edges");
  op_set bedges = op_decl_set_hdf5(file, "bedges");
  op_set cells = op_decl_set_hdf5(file, "cells");

  op_map pedge = op_decl_map_hdf5(edges, nodes, 2, file, "pedge");
  op_map pecell = op_decl_map_hdf5(edges, cells, 2, file, "pecell");
  op_map pbedge = op_decl_map_hdf5(bedges, nodes, 2, file, "pbedge");
  op_map pbecell = op_decl_map_hdf5(bedges, cells, 1, file, "pbecell");
  op_map pcell = op_decl_map_hdf5(cells, nodes, 4, file, "pcell");

  op_dat p_bound = op_decl_dat_hdf5(bedges, 1, "int", file, "p_bound");
  op_dat p_x = op_decl_dat_hdf5(nodes, 2, "double", file, "p_x");
  op_dat p_q = op_decl_dat_hdf5(cells, 4, "double", file, "p_q");
  op_dat p_qold = op_decl_dat_hdf5(cells, 4, "double", file, "p_qold");
  op_dat p_adt = op_decl_dat_hdf5(cells, 1, "double", file, "p_adt");
  op_dat p_res = op_decl_dat_hdf5(cells, 4, "double", file, "p_res");
  requireAirfoilData(file, p_bound,
                     {nodes, edges, bedges, cells, pedge, pecell, pbedge,
                      pbecell, pcell, p_bound, p_x, p_q, p_qold, p_adt, p_res},
                     {pcell, pedge, pecell, pbedge});

  // read and declare global constants

  op_get_const_hdf5("gam", 1, "double", (char *)&gam, file);
  op_get_const_hdf5("gm1", 1, "double", (char *)&gm1, file);
  op_get_const_hdf5("cfl", 1, "double", (char *)&cfl, file);
  op_get_const_hdf5("eps", 1, "double", (char *)&eps, file);
  op_get_const_hdf5("mach", 1, "double", (char *)&mach, file);
  op_get_const_hdf5("alpha", 1, "double", (char *)&alpha, file);
  op_get_const_hdf5("qinf", 4, "double", (char *)&qinf, file);
  requireConstants(file, {{"gam", &gam, 1},
                          {"gm1", &gm1, 1},
                          {"cfl", &cfl, 1},
                          {"eps", &eps, 1},
                          {"mach", &mach, 1},
                          {"alpha", &alpha, 1},
                          {"qinf", qinf, 4}});

  op_decl_const(1, "double", &gam);
  op_decl_const(1, "double", &gm1);
  op_decl_const(1, "double", &cfl);
  op_decl_const(1, "double", &eps);
  op_decl_const(1, "double", &mach);
  op_decl_const(1, "double", &alpha);
  op_decl_const(4, "double", qinf);

  op_diagnostic_output();

  // trigger partitioning and halo creation routines (several MPI processes
  // only; one process keeps the mesh as read)
  op_partition("PTSCOTCH", "KWAY", edges, pecell, p_x);

  double cpu_t1, cpu_t2, wall_t1, wall_t2;
  op_timers(&cpu_t1, &wall_t1);

  // main time-marching loop

  int niter = 1000;
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

  // write the final flow field back (crash-safe: the file is replaced only
  // once it is complete)

  if (argc > 2)
    op_fetch_data_hdf5_file(p_q, argv[2]);

  op_timing_output();
  op_printf("Max total runtime = %f\n", wall_t2 - wall_t1);

  op_exit();
  return 0;
}
