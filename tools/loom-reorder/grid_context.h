// An OP2 Airfoil grid declared as sets and maps of a loom::Context (plus the
// node coordinates and boundary flags as dats), and read back out of it after
// a renumbering.
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"
#include "loom/core/context.h"

struct GridContext {
  op_set nodes, edges, bedges, cells;
  op_map pedge, pecell, pbedge, pbecell, pcell;
  op_dat x, bound;
};

GridContext declareGrid(loom::Context &ctx, const loom::io::AirfoilGrid &g);
// The grid in the context's current numbering.
loom::io::AirfoilGrid gridFromContext(const GridContext &gc);
