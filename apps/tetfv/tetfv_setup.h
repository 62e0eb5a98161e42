// tetfv's command line, instances and plain C++ reference loop, kept out of
// tetfv.cpp so that the file loomc translates holds only the OP2 program.
#pragma once

#include "model_paths.h"
#include "tet_graph.h"

#include "loom/core/strategy_flag.h" // for --strategy
#include "op_lib_core.h"

#include <cstdint>
#include <string>
#include <vector>

struct TetfvOptions {
  std::string instance = "box"; // box, block, gmsh
  std::string meshFile;         // gmsh file for instance gmsh
  int boxSize = 20;             // box: n x n x n cubes
  int numTets = 100000;         // block: n
  int blockSize = 64;           // block: b
  std::uint32_t seed = 1;
  bool permute = false;         // random renumbering
  std::string reorder;          // runtime/reorder method; empty: LOOM_REORDER
  std::string strategy;         // --strategy: loom::applyStrategyFlag
  int partSize = 0;             // partition: block size; 0: LOOM_PART_SIZE
  std::string variant = "cell"; // cell or face
  int steps = 10;
  bool check = false;   // compare with the reference loop, exit 1 on mismatch
  double streamGBs = 0; // > 0: print the bandwidth model beside the result
  std::vector<tetfv::LevelBandwidth> cacheGBs; // measured cache refills
  bool listCaches = false; // print the cache levels the model uses, exit
};

// Parses the command line; throws std::invalid_argument with a one-line
// message on bad input. Returns false when --help or --list-caches was
// printed (nothing left to do).
bool parseTetfvCommandLine(int argc, char **argv, TetfvOptions &opt);

struct TetfvProblem {
  tetfv::TetGraph graph;
  std::vector<double> coeff;     // A, 4 per tet, each in [1/16, 1/8)
  std::vector<double> x0;        // initial x
  tetfv::TetFaces faces;         // face variant only
  std::vector<double> faceCoeff; // 2 per face: A(c0, ->c1), A(c1, ->c0)
  std::string reordering;        // "reordered by ..." after reorderTetfvMesh
};

// Builds the instance the options name; throws on bad input.
TetfvProblem buildTetfvProblem(const TetfvOptions &opt);

// `steps` applications of the kernel with a plain loop, x and y swapped each
// step; returns the final iterate (what the last step wrote).
std::vector<double> referenceTetfv(const TetfvProblem &problem, int steps);

// Largest |a - b| allowed after `steps` steps: per step the kernel's result
// differs from the reference only by rounding in a sum of 4 terms of size
// at most |A||x| <= max|x0|/8 (each step is a contraction: the row sums of A
// are <= 1/2, so |x| stays <= max|x0| and errors do not grow), i.e. by at
// most ~10 eps max|x0| per step; we allow 16 eps max|x0| per step.
double tetfvTolerance(const TetfvProblem &problem, int steps);

// Renumbers the declared mesh for locality (runtime/reorder) by --reorder,
// else LOOM_REORDER, else not at all, and renumbers `problem` (graph, A, x0)
// the same way so that the reference loop and the model see the mesh the
// loops run on. The base map is `ptet` for the cell loop (rcm/gps order the
// tets by the tet->tet stencil; partition splits the tets into METIS parts
// of at most --part-size tets), `pface` for the face loop (partition splits
// the faces, the tets follow by block sets). Call after op_init and the
// declarations. Sets problem.reordering; throws loom::Error on a bad method.
void reorderTetfvMesh(const TetfvOptions &opt, op_map base,
                      TetfvProblem &problem);
