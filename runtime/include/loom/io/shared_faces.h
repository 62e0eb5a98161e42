// Faces shared by two cells: the face adjacency of a finite-volume mesh
// (Volna's triangle edges, tetfv's tet faces). Every cell lists its faces as
// node tuples; faces with the same set of nodes are paired.
#pragma once

#include <string>
#include <vector>

namespace loom::io {

// faceNodes holds nodesPerFace (1..4) node indices per face, in any order
// within a face; face f belongs to cell f / facesPerCell. Returns, per face,
// the index of the other face with the same nodes, or -1 for a boundary
// face. Throws std::invalid_argument with one line, "<meshName>: <faceWord>
// (a, b, ...) is shared by K <cellWord>s (non-manifold), e.g. <cellWord> C",
// when more than two faces have the same nodes.
std::vector<int> matchSharedFaces(const std::vector<int> &faceNodes,
                                  int nodesPerFace, int facesPerCell,
                                  const std::string &meshName,
                                  const std::string &faceWord,
                                  const std::string &cellWord);

} // namespace loom::io
