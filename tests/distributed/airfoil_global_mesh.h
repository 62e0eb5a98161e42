// An OP2 Airfoil grid as a GlobalMesh, declared as Airfoil declares it:
// sets nodes, edges, bedges, cells; maps pedge, pecell, pbedge, pbecell,
// pcell (indices as in small_meshes.h).
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"
#include "loom/distributed/global_mesh.h"

namespace loom_test {

loom::distributed::GlobalMesh airfoilGlobalMesh(const loom::io::AirfoilGrid &g);

} // namespace loom_test
