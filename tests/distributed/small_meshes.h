// Hand-made meshes for the tests of runtime/distributed, in the shape of
// OP2's Airfoil (sets nodes, edges, bedges, cells; maps pedge, pecell,
// pbedge, pbecell, pcell, in that order) or as a row of cells.
#pragma once

#include "loom/airfoil_mesh/airfoil_global_mesh.h"
#include "loom/distributed/global_mesh.h"

namespace loom_test {

// Set and map indices of an Airfoil-shaped GlobalMesh (Airfoil's own).
using loom::io::kBedges;
using loom::io::kCells;
using loom::io::kEdges;
using loom::io::kNodes;
using loom::io::kPbecell;
using loom::io::kPbedge;
using loom::io::kPcell;
using loom::io::kPecell;
using loom::io::kPedge;

// A structured nx x ny grid of quads, numbered row by row: node (i, j) is
// j * (nx + 1) + i, cell (i, j) is j * nx + i with its nodes counter-
// clockwise; edges are the interior edges (vertical ones first), each with
// the two cells it separates; bedges the boundary edges, each with its cell.
loom::distributed::GlobalMesh quadGridMesh(int nx, int ny);

// Number of interior edges of quadGridMesh(nx, ny).
int quadGridEdges(int nx, int ny);

// n cells in a row joined by n - 1 edges (edge i between cells i and i + 1):
// sets cells (0) and edges (1), one map "pecell" edges -> cells, dim 2.
loom::distributed::GlobalMesh lineMesh(int n);

} // namespace loom_test
