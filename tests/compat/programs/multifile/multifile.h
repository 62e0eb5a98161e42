// The pieces of a program split across translation units, as OP2
// applications are: declarations, initialisation and simulation each in a
// source of their own, with loops in several of them, and constants defined
// in one source and read by kernels of another.
#pragma once

#include "op_lib_cpp.h"

extern double dt;  // defined in multifile_init.cpp, read by kernels
extern int nsteps; // defined in multifile_init.cpp

struct Mesh {
  op_set nodes, edges;
  op_map pedge;
  op_dat p_u, p_flux;
};

Mesh declareMesh();             // multifile_decl.cpp
void initialise(const Mesh &m); // multifile_init.cpp (loops)
double simulate(const Mesh &m); // multifile_sim.cpp (loops)
