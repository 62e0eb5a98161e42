// Built-in NACA0012 C-mesh generator, following the construction of OP2's
// published generator (apps/mesh_generators/naca0012.m): the (closed trailing
// edge) NACA0012 profile is mapped by a complex square root z -> sqrt(z - x0),
// a structured (3I+1) x (J+1) grid is built between the mapped profile/wake
// cut and the line Im = farField in that plane, and the grid is mapped back by
// squaring. Chord 1 along [0, 1]; with farField = 3 the outer boundary is 9
// chords away. With I = 50, J = 75 the result is OP2's grid_small.dat (same
// numbering, coordinates to the printed 6 decimals); I = 400, J = 600 gives
// the 720K-cell new_grid.dat.
//
// Sizes: nnode = (3I+1)(J+1), ncell = 3IJ, nedge = (3I-1)J + 3I(J-1) + I,
// nbedge = I + 3I + 2J. The airfoil wall has I edges (bound 1), the wake cut
// I interior edges. Orientation conventions: see airfoil_grid.h.
#pragma once

#include "loom/airfoil_mesh/airfoil_grid.h"

#include <string>

namespace loom::io {

struct Naca0012Options {
  int I = 50; // cells along the airfoil (wall edges); 3I around the C
  int J = 75; // cells from the wall to the far field
  double farField =
      3.0; // F: the sqrt-plane box is [-F, F] x [0, F] (F > 1); the far
           // field is F^2 chords behind and above/below the airfoil
};

// Largest built-in mesh: 3*I*J cells and (3I+1)(J+1) nodes at most.
inline constexpr long long kNaca0012MaxCells = 500000000LL;
inline constexpr long long kNaca0012MaxNodes = 2000000000LL;

// True if an I x J mesh (I >= 2, J >= 1) is within the limits above; never
// overflows, whatever I and J are.
constexpr bool naca0012SizeFits(long long I, long long J) {
  // 3*I*J >= 3*I and >= 6*J: a larger I or J cannot fit, and below that
  // bound every product here stays far inside 64 bits.
  if (I > kNaca0012MaxCells || J > kNaca0012MaxCells)
    return false;
  return 3 * I * J <= kNaca0012MaxCells &&
         (3 * I + 1) * (J + 1) <= kNaca0012MaxNodes;
}

// "at most N cells = 3*I*J and M nodes = (3*I+1)*(J+1)", for messages.
std::string naca0012Limits();

// Throws std::invalid_argument for I < 2, J < 1, farField <= 1 or a mesh
// beyond the limits above.
AirfoilGrid generateNaca0012(const Naca0012Options &options);
AirfoilGrid generateNaca0012(int I = 50, int J = 75);

} // namespace loom::io
