// Airfoil's command line and mesh input, kept out of airfoil.cpp so that the
// file loomc translates holds only the OP2 program (and parses quickly).
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"
#include "loom/core/guarded_main.h"  // for main
#include "loom/core/strategy_flag.h" // for --strategy
#include "op_lib_core.h"

#include <string>

struct AirfoilOptions {
  std::string meshFile; // empty: the built-in NACA0012 mesh
  int iterations = 1000;
  int meshI = 50, meshJ = 75;
  std::string saveSolution; // write p_q: HDF5 for .h5/.hdf5, else binfile
  std::string reorder;  // none|rcm|gps|partition|random; empty: LOOM_REORDER
  std::string strategy; // --strategy: loom::applyStrategyFlag after op_init
};

// Parses `airfoil [MESH_FILE] [--iterations N] [--mesh-size IxJ]
// [--save-solution FILE] [--reorder METHOD]`; OP2's own options
// (OP_PART_SIZE=...) are left for op_init. Returns -1 to go on, otherwise the
// exit status (0 after --help; 1 after a one-line "loom: error: ..." message).
int parseAirfoilCommandLine(int argc, char **argv, AirfoilOptions &opt);

// Reads the mesh file or generates the built-in mesh. On a malformed file
// prints the one-line "loom: error: FILE:LINE: ..." message and returns false.
bool loadAirfoilGrid(const AirfoilOptions &opt, loom::io::AirfoilGrid &grid);

// On several MPI processes (the mpi_* backends), keeps this process's even
// slice of every set (rows of the maps keep their global entries, as OP2's
// op_decl_map expects before op_partition). One process: nothing changes.
// Call after op_init.
void keepThisProcessSlice(loom::io::AirfoilGrid &grid);

// Renumbers the mesh for locality (runtime/reorder) by --reorder, else
// LOOM_REORDER, else not at all; `pedge` (edges to nodes) is the base map:
// rcm/gps order the nodes, partition splits the edges (res_calc's set).
// Call after op_init and the declarations. False after printing the error.
bool reorderAirfoilMesh(const AirfoilOptions &opt, op_map pedge);

// Writes the final p_q to --save-solution, if given: with
// op_fetch_data_hdf5_file (OP2's layout, crash-safe) for a .h5/.hdf5 name,
// else with op_print_dat_to_binfile.
void saveAirfoilSolution(const AirfoilOptions &opt, op_dat p_q);
