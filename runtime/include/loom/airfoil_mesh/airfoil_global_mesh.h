// An Airfoil grid as a distributed::GlobalMesh, declared in Airfoil's
// order: sets nodes, edges, bedges, cells; maps pedge, pecell, pbedge,
// pbecell, pcell — what op_partition sees for OP2's Airfoil, for
// partitioning studies without MPI (bench/mpi, tests/distributed).
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"
#include "loom/distributed/global_mesh.h"

namespace loom::io {

// Set and map indices of airfoilGlobalMesh.
enum AirfoilSet { kNodes = 0, kEdges = 1, kBedges = 2, kCells = 3 };
enum AirfoilMap {
  kPedge = 0,
  kPecell = 1,
  kPbedge = 2,
  kPbecell = 3,
  kPcell = 4
};

distributed::GlobalMesh airfoilGlobalMesh(const AirfoilGrid &grid);

} // namespace loom::io
