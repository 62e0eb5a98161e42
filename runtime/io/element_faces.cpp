// Faces of triangles and tetrahedra, paired by matchSharedFaces.
#include "loom/io/element_faces.h"

#include "loom/io/shared_faces.h"

#include <stdexcept>

namespace loom::io {

namespace {

// The nodes of face s of a cell, in the cell's order.
void appendFace(const int *cell, int nodesPerCell, int s,
                std::vector<int> &out) {
  if (nodesPerCell == 3) // edge s: nodes s, s + 1
    out.insert(out.end(), {cell[s], cell[(s + 1) % 3]});
  else // the face opposite node s
    out.insert(out.end(),
               {cell[(s + 1) % 4], cell[(s + 2) % 4], cell[(s + 3) % 4]});
}

void checkCells(const std::vector<int> &cellNodes, int nodesPerCell,
                const std::string &meshName) {
  if (nodesPerCell != 3 && nodesPerCell != 4)
    throw std::invalid_argument(
        meshName + ": faces of cells with " + std::to_string(nodesPerCell) +
        " nodes: expected 3 (triangles) or 4 (tetrahedra)");
  if (cellNodes.size() % static_cast<size_t>(nodesPerCell) != 0)
    throw std::invalid_argument(
        meshName + ": " + std::to_string(cellNodes.size()) +
        " cell nodes are not whole cells of " + std::to_string(nodesPerCell));
  const size_t numCells = cellNodes.size() / nodesPerCell;
  for (size_t c = 0; c < numCells; ++c) {
    const int *cell = &cellNodes[c * nodesPerCell];
    for (int a = 0; a < nodesPerCell; ++a) {
      if (cell[a] < 0)
        throw std::invalid_argument(meshName + ": cell " + std::to_string(c) +
                                    " has node " + std::to_string(cell[a]));
      for (int b = a + 1; b < nodesPerCell; ++b)
        if (cell[a] == cell[b])
          throw std::invalid_argument(meshName + ": cell " + std::to_string(c) +
                                      " is degenerate (node " +
                                      std::to_string(cell[a]) + " twice)");
    }
  }
}

} // namespace

ElementFaces elementFaces(const std::vector<int> &cellNodes, int nodesPerCell,
                          const std::string &meshName) {
  checkCells(cellNodes, nodesPerCell, meshName);
  const int facesPerCell = nodesPerCell; // 3 edges, 4 faces
  const int nodesPerFace = nodesPerCell - 1;
  const size_t numCells = cellNodes.size() / nodesPerCell;
  std::vector<int> faceNodes;
  faceNodes.reserve(numCells * facesPerCell * nodesPerFace);
  for (size_t c = 0; c < numCells; ++c)
    for (int s = 0; s < facesPerCell; ++s)
      appendFace(&cellNodes[c * nodesPerCell], nodesPerCell, s, faceNodes);
  const std::vector<int> partner =
      matchSharedFaces(faceNodes, nodesPerFace, facesPerCell, meshName,
                       nodesPerCell == 3 ? "edge" : "face",
                       nodesPerCell == 3 ? "triangle" : "tetrahedron");

  ElementFaces faces;
  faces.nodesPerFace = nodesPerFace;
  for (size_t f = 0; f < partner.size(); ++f) {
    const auto first = faceNodes.begin() + f * nodesPerFace;
    const int cell = static_cast<int>(f / facesPerCell);
    if (partner[f] < 0) {
      faces.boundaryNodes.insert(faces.boundaryNodes.end(), first,
                                 first + nodesPerFace);
      faces.boundaryCells.push_back(cell);
    } else if (static_cast<size_t>(partner[f]) > f) { // once, at its first
      faces.nodes.insert(faces.nodes.end(), first, first + nodesPerFace);
      faces.cells.insert(faces.cells.end(), {cell, partner[f] / facesPerCell});
    }
  }
  return faces;
}

} // namespace loom::io
