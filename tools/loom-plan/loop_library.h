// Built-in loop descriptions for loom-plan: Airfoil's res_calc, adt_calc and
// bres_calc, and a face-based flux loop for gmsh meshes.
#pragma once

#include "mesh.h"

#include "loom/plan/loop_access.h"

#include <string>
#include <vector>

namespace loom::tools {

// A LoopAccess with the maps it points into.
struct BuiltLoop {
  std::string name;
  std::string setName;
  std::vector<int> faceCells; // storage for the gmsh face->cell map
  loom::plan::LoopAccess loop;
};

// Names valid for the mesh ("res_calc", "adt_calc", "bres_calc" for Airfoil
// grids, "flux" for gmsh meshes).
std::vector<std::string> loopNames(const Mesh &mesh);

// Throws std::runtime_error for a name not in loopNames(mesh). The result
// points into `mesh` and into its own faceCells: keep the mesh alive, and
// move (never copy) the BuiltLoop.
BuiltLoop buildLoop(const Mesh &mesh, const std::string &name);

} // namespace loom::tools
