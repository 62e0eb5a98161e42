// The triangle mesh Volna computes on: nodes, counter-clockwise triangles
// (cells), interior edges with the two cells they separate, and boundary
// edges with the one cell they close. Built from any list of triangles by
// buildTriangleMesh, which also checks it.
#pragma once

#include <string>
#include <vector>

namespace volna {

struct TriangleMesh {
  std::vector<double> x;       // 2 per node
  std::vector<int> cellNodes;  // 3 per cell, counter-clockwise
  std::vector<int> edgeNodes;  // 2 per interior edge, in the left cell's order
  std::vector<int> edgeCells;  // 2 per interior edge: left, right
  std::vector<int> bedgeNodes; // 2 per boundary edge, in its cell's order
  std::vector<int> bedgeCell;  // 1 per boundary edge

  int numNodes() const { return static_cast<int>(x.size() / 2); }
  int numCells() const { return static_cast<int>(cellNodes.size() / 3); }
  int numEdges() const { return static_cast<int>(edgeCells.size() / 2); }
  int numBedges() const { return static_cast<int>(bedgeCell.size()); }
};

// Builds the edges of `triangles` (3 node indices each) over the nodes `xy`
// (2 coordinates each). Triangles are turned counter-clockwise; the
// interior edges' left cell is the one in which the edge runs counter-
// clockwise. Throws std::runtime_error naming `source` for a node index out
// of range, a degenerate (zero-area) triangle, an edge shared by more than
// two triangles, a non-finite coordinate or an empty mesh.
TriangleMesh buildTriangleMesh(std::vector<double> xy,
                               std::vector<int> triangles,
                               const std::string &source);

} // namespace volna
