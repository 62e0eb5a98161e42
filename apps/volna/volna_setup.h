// Volna's command line, mesh, geometry and initial state, kept out of
// volna.cpp so that the file loomc translates holds only the OP2 program.
#pragma once

#include "loom/core/strategy_flag.h" // for --strategy
#include "op_lib_core.h"

#include <string>
#include <vector>

struct VolnaOptions {
  std::string meshFile;             // empty: the built-in rectangular basin
  std::string problem = "dambreak"; // lake | dambreak | wave
  int nx = 80, ny = 40;             // built-in basin size in squares
  int steps = 400;
  double endTime = 0; // stop at this time when > 0 (last step shortened)
  float cfl = 0.4f;
  bool rk2 = false;
  int reportEvery = 100;
  std::string outputFolder; // empty: no files written
  int snapshotEvery = 0;    // steps between .vtu snapshots (0: reportEvery)
  std::string reorder;      // none|rcm|gps|partition|metis|random; empty:
                            // LOOM_REORDER, else none
  std::string strategy;     // --strategy: loom::applyStrategyFlag
};

// The arrays the program declares as OP2 sets, maps and dats.
struct VolnaInput {
  int ncell = 0, nedge = 0, nbedge = 0;
  std::vector<double> nodeXY; // 2 per node (for output files)
  std::vector<int> cellNodes; // 3 per cell, counter-clockwise
  std::vector<int> edgeCells, bedgeCell;
  std::vector<float> values;                   // 4 per cell: h, hu, hv, z
  std::vector<float> area;                     // per cell
  std::vector<float> radius;                   // per cell: 2 area / perimeter
  std::vector<float> edgeNormal, edgeLength;   // unit normal left -> right
  std::vector<float> bedgeNormal, bedgeLength; // unit outward normal
};

// Parses `volna [MESH_FILE] [--problem P] [--mesh-size NXxNY] [--steps N]
// [--end-time T] [--cfl C] [--rk2] [--report-every K] [--output DIR]
// [--snapshot-every S]`; OP2's own options
// (OP_...) are left for op_init. Returns -1 to go on, otherwise the exit
// status (0 after --help).
int parseVolnaCommandLine(int argc, char **argv, VolnaOptions &opt);

// Builds or reads the mesh, its geometry and the chosen problem's initial
// state. Throws std::exception with a one-line message on bad input.
VolnaInput setUpVolna(const VolnaOptions &opt);

// Renumbers the mesh for locality (runtime/reorder, docs/reordering.md) by
// --reorder, else LOOM_REORDER, else not at all; `edgeCells` is the base map
// (rcm/gps order the cells, partition splits the edges). Returns the cells'
// new index of each original cell (empty when not renumbered), so output
// files can be written in the mesh's own numbering. Throws loom::Error.
std::vector<int> reorderVolnaMesh(const VolnaOptions &opt, op_map edgeCells);
