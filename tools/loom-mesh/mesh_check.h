// `loom-mesh check`: validates a mesh file and returns a one-line verdict;
// throws an error naming the file, the object and the bad value otherwise.
//  - ASCII Airfoil grids and gmsh meshes: everything their readers check
//    (counts, numbers, index ranges, bound values);
//  - HDF5: every dataset's attributes against its shape (dim, type, size),
//    every map's and dat's row count against a set of the file, the ranges
//    of the maps whose target set is known (Airfoil's, and pcell of gmsh
//    conversions) and Airfoil's bound values.
#pragma once

#include <string>

namespace loom::tools {

std::string checkMeshFile(const std::string &path);

} // namespace loom::tools
