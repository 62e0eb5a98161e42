// libFuzzer target: the gmsh reader (formats 2.2 and 4.1, one entry point)
// on arbitrary text. Every input must either give a consistent mesh (array
// sizes agree, every element refers to a node) or be rejected with a
// MeshError; anything else is a finding.
#include "fuzz_check.h"
#include "loom/io/gmsh_reader.h"
#include "loom/io/mesh_error.h"

#include <cstddef>
#include <cstdint>
#include <string>

using loom::fuzz::allBelow;
using loom::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  loom::io::GmshMesh mesh;
  try {
    mesh = loom::io::parseGmsh("fuzz.msh", text);
  } catch (const loom::io::MeshError &) {
    return 0;
  }
  std::size_t nodes = mesh.nodes.size() / 3;
  check(mesh.nodes.size() % 3 == 0 && mesh.nodeTags.size() == nodes,
        "gmsh: node arrays disagree");
  check(mesh.tets.size() % 4 == 0 && mesh.triangles.size() % 3 == 0 &&
            mesh.lines.size() % 2 == 0,
        "gmsh: element arrays not whole elements");
  check(mesh.tetTags.size() == mesh.tets.size() / 4 &&
            mesh.tetEntities.size() == mesh.tets.size() / 4,
        "gmsh: tet tags disagree");
  check(mesh.triangleTags.size() == mesh.triangles.size() / 3 &&
            mesh.triangleEntities.size() == mesh.triangles.size() / 3,
        "gmsh: triangle tags disagree");
  check(mesh.lineTags.size() == mesh.lines.size() / 2 &&
            mesh.lineEntities.size() == mesh.lines.size() / 2,
        "gmsh: line tags disagree");
  long long n = static_cast<long long>(nodes);
  check(allBelow(mesh.tets, n) && allBelow(mesh.triangles, n) &&
            allBelow(mesh.lines, n),
        "gmsh: element refers to a node that does not exist");
  check(mesh.skippedElements >= 0, "gmsh: negative skipped count");
  return 0;
}
