// The Airfoil mesh in OP2's HDF5 layout, as OP2's airfoil_hdf5 program reads
// it (OP2's new_grid.h5): sets nodes, edges, bedges, cells; maps pedge
// (edges->nodes, 2), pecell (edges->cells, 2), pbedge (bedges->nodes, 2),
// pbecell (bedges->cells, 1), pcell (cells->nodes, 4); dats p_x (nodes, 2
// double), p_bound (bedges, 1 int), p_q, p_qold, p_res (cells, 4 double),
// p_adt (cells, 1 double); consts gam, gm1, cfl, eps, mach, alpha (1
// double) and qinf (4 double).
// Built only with HDF5 (loom_hdf5); LOOM_HAVE_HDF5 is then defined.
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"

#include <string>

namespace loom::io {

// Writes `grid` with Airfoil's free-stream state (p_q = qinf on every cell,
// p_qold, p_res, p_adt zero) and constants, crash-safely; `real` ("double"
// or "float", OP2's single-precision Airfoil) is the type of the dats and
// constants.
void writeAirfoilHdf5(const AirfoilGrid &grid, const std::string &path,
                      const std::string &real = "double");

// Reads the mesh part (sets, maps with their ranges checked, p_x converted
// to double and finite, p_bound 1 or 2: the ASCII reader's checks).
AirfoilGrid readAirfoilHdf5(const std::string &path);

// True when the file holds Airfoil's four sets.
bool hasAirfoilLayout(const std::string &path);

} // namespace loom::io
