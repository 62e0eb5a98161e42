// Writer for OP2's ASCII Airfoil grid format (see op2_grid_reader.h).
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"

#include <string>

namespace loom::io {

// Writes `grid` so that readAirfoilGrid returns it exactly: coordinates are
// printed in the shortest form that round-trips. Throws MeshError if the file
// cannot be written, std::invalid_argument if the array sizes disagree with
// the counts.
void writeAirfoilGrid(const AirfoilGrid &grid, const std::string &path);

} // namespace loom::io
