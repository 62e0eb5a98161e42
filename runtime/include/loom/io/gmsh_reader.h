// Reader for gmsh ASCII meshes, formats 2.2 and 4.1 ($MeshFormat, $Nodes,
// $Elements; 4.1 entity blocks and $Entities physical tags). Other sections
// ($PhysicalNames, $Periodic, $NodeData, ...) are skipped. Binary files,
// other format versions (named in the error), malformed 4.1 $Entities lines,
// non-finite coordinates and meshes without triangles or tetrahedra are
// rejected with FILE:LINE (FILE:LINE:COLUMN for a bad token); header counts
// size nothing beyond what the file can hold.
#pragma once

#include <string>
#include <vector>

namespace loom::io {

struct GmshMesh {
  int dim =
      0; // highest dimension of the elements kept (3 tets, 2 tris, 1 lines)
  std::vector<double> nodes; // 3 per node, in file order
  std::vector<long long>
      nodeTags;          // gmsh tag of each node (tags may be non-contiguous)
  std::vector<int> tets; // 4 per tetrahedron (type 4), 0-based into nodes
  std::vector<int> triangles; // 3 per triangle (type 2)
  std::vector<int> lines;     // 2 per line segment (type 1)
  // Per element: the physical tag when the file gives one (2.2: first tag if
  // nonzero; 4.1: first physical tag of the element's entity in $Entities),
  // otherwise the elementary entity tag.
  std::vector<int> tetTags, triangleTags, lineTags;
  // Per element: the elementary entity tag.
  std::vector<int> tetEntities, triangleEntities, lineEntities;
  long long skippedElements =
      0; // elements of other types (points, quads, high order, ...)

  int numNodes() const { return static_cast<int>(nodes.size() / 3); }
  int numTets() const { return static_cast<int>(tets.size() / 4); }
  int numTriangles() const { return static_cast<int>(triangles.size() / 3); }
  int numLines() const { return static_cast<int>(lines.size() / 2); }
};

// Throws MeshError ("FILE:LINE: <what>") on any problem: missing file or
// section, unsupported version, malformed numbers, bad or duplicate node tags,
// elements referring to undefined nodes, wrong counts.
GmshMesh readGmsh(const std::string &path);

// Same, parsing `text` already in memory; `name` is used in messages.
GmshMesh parseGmsh(const std::string &name, std::string text);

} // namespace loom::io
