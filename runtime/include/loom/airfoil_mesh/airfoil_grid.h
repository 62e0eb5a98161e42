// AirfoilGrid: the mesh of OP2's Airfoil benchmark (2D quads, edges, boundary
// edges), in the layout of OP2's ASCII grid files. All indices are 0-based.
//
// Orientation conventions (those of OP2's NACA0012 meshes, e.g. grid_small.dat,
// which the Airfoil kernels rely on):
//  - cell nodes are counter-clockwise (positive signed area);
//  - interior edge n1->n2 with cells (c1, c2): c1 lies to the RIGHT of n1->n2
//    and c2 to the LEFT, i.e. c2 lists n1 then n2 in its counter-clockwise node
//    order; res_calc's flux with normal (dy, -dx), d = x1 - x2, goes from c1
//    to c2;
//  - boundary edge n1->n2 has its cell to the RIGHT, so the outward normal of
//    the domain is (dy, -dx) with d = x1 - x2 (the cell lists n2 then n1).
//  - bound = 1 on the airfoil wall, 2 on the far field.
#pragma once

#include <vector>

namespace loom::io {

struct AirfoilGrid {
  int nnode = 0, ncell = 0, nedge = 0, nbedge = 0;
  std::vector<double> x;   // 2 * nnode: x, y per node
  std::vector<int> cell;   // 4 * ncell: nodes of each quad, counter-clockwise
  std::vector<int> edge;   // 2 * nedge: nodes of each interior edge
  std::vector<int> ecell;  // 2 * nedge: cells (c1 right, c2 left) of each edge
  std::vector<int> bedge;  // 2 * nbedge: nodes of each boundary edge
  std::vector<int> becell; // nbedge: cell of each boundary edge
  std::vector<int> bound;  // nbedge: 1 = airfoil wall, 2 = far field
};

// The first of the `dim` indices at `row` that repeats an earlier one, or
// nullptr. A cell repeating a node, an edge from a node to itself or between
// a cell and itself is degenerate: both grid readers refuse them.
inline const int *repeatedEntry(const int *row, int dim) {
  for (int k = 1; k < dim; ++k)
    for (int j = 0; j < k; ++j)
      if (row[j] == row[k])
        return row + k;
  return nullptr;
}

} // namespace loom::io
