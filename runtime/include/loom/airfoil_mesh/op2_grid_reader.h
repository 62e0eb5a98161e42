// Reader for OP2's ASCII Airfoil grid files (new_grid.dat format):
//   nnode ncell nedge nbedge
//   x y                    (nnode lines)
//   n0 n1 n2 n3            (ncell lines)
//   n1 n2 c1 c2            (nedge lines)
//   n1 n2 c bound          (nbedge lines)
// with 0-based indices, one record per line.
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"

#include <string>

namespace loom::io {

// Reads and validates the grid (counts, at least one cell, finite numbers,
// index ranges, bound in {1, 2}, nothing after the last record). Throws
// MeshError with a one-line "FILE:LINE: <what>" message (FILE:LINE:COLUMN
// for a bad token) on any problem, out of memory included. Header counts
// size nothing beyond what the file can hold.
AirfoilGrid readAirfoilGrid(const std::string &path);

// Same, parsing `text` (already in memory); `name` is used in messages.
AirfoilGrid parseAirfoilGrid(const std::string &name, std::string text);

} // namespace loom::io
