// The Airfoil mesh grid_small.dat declared in a fresh loom::Context, with an
// "id" dat on every set holding each element's original index, so that any
// renumbering can be checked against the mesh as read.
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"
#include "loom/core/context.h"

#include <memory>

struct AirfoilMesh {
  loom::io::AirfoilGrid grid;
  std::unique_ptr<loom::Context> ctx;
  op_set nodes, edges, bedges, cells;
  op_map pedge, pecell, pbedge, pbecell, pcell;
  op_dat x;
};

AirfoilMesh loadSmallAirfoilMesh();

// The dat named "id" on `set`.
op_dat idDat(loom::Context &ctx, op_set set);

// Whole-mesh invariant: every map and every dat, read through the id dats,
// equals the mesh as read. Returns an empty string or the first violation.
std::string checkAgainstOriginal(AirfoilMesh &mesh);
