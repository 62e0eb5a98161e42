#include "mesh.h"
#include "text_scanner.h"

#include <string>

namespace loom::tools {

namespace {

constexpr int kTri = 2, kTet = 4;

// Nodes of the gmsh element types this reader understands (0: unknown).
int nodesOfType(int64_t type) {
  switch (type) {
  case 1:
    return 2; // line
  case 2:
    return 3; // triangle
  case 3:
    return 4; // quadrangle
  case 4:
    return 4; // tetrahedron
  case 5:
    return 8; // hexahedron
  case 6:
    return 6; // prism
  case 7:
    return 5; // pyramid
  case 8:
    return 3; // 3-node line
  case 9:
    return 6; // 6-node triangle
  case 11:
    return 10; // 10-node tetrahedron
  case 15:
    return 1; // point
  default:
    return 0;
  }
}

struct Reader {
  TextScanner in;
  int major = 0;
  std::vector<int> nodeIndex; // tag -> dense index, -1 unset
  int nnode = 0;
  std::vector<int> tets, tris;

  explicit Reader(const std::string &path) : in(path) {}

  int count(const char *what) {
    const int64_t v = in.nextInt(what);
    if (v < 0 || v > (int64_t(1) << 30))
      in.fail(std::string("bad ") + what + " " + std::to_string(v));
    return int(v);
  }

  void addNode(int64_t tag) {
    if (tag < 1 || tag > 200'000'000)
      in.fail("node tag " + std::to_string(tag) + " out of range");
    if (size_t(tag) >= nodeIndex.size())
      nodeIndex.resize(size_t(tag) + 1 + nodeIndex.size() / 2, -1);
    if (nodeIndex[size_t(tag)] >= 0)
      in.fail("node tag " + std::to_string(tag) + " defined twice");
    nodeIndex[size_t(tag)] = nnode++;
  }

  int node(int64_t tag) {
    if (tag < 1 || size_t(tag) >= nodeIndex.size() ||
        nodeIndex[size_t(tag)] < 0)
      in.fail("element refers to unknown node " + std::to_string(tag));
    return nodeIndex[size_t(tag)];
  }

  void endSection(const char *name) {
    in.expectLine(name);
    if (in.line() != name)
      in.fail(std::string("expected ") + name + ", found '" +
              std::string(in.line()) + "'");
  }

  void meshFormat() {
    in.expectLine("'version file-type data-size'");
    const std::string_view version = in.nextWord("version");
    const int64_t fileType = in.nextInt("file-type");
    if (version == "2.2" || version.starts_with("2."))
      major = 2;
    else if (version == "4.1")
      major = 4;
    else
      in.fail("unsupported gmsh format " + std::string(version) +
              " (2.2 or 4.1 expected)");
    if (fileType != 0)
      in.fail("binary gmsh files are not supported");
    endSection("$EndMeshFormat");
  }

  void nodes() {
    in.expectLine("node count");
    if (major == 2) {
      const int n = count("number of nodes");
      for (int i = 0; i < n; ++i) {
        in.expectLine("node line 'tag x y z'");
        addNode(in.nextInt("node tag"));
        in.nextDouble("x");
        in.nextDouble("y");
        in.nextDouble("z");
        in.expectEnd();
      }
    } else {
      const int blocks = count("numEntityBlocks");
      count("numNodes");
      for (int b = 0; b < blocks; ++b) {
        in.expectLine("node block header");
        const int64_t entityDim = in.nextInt("entityDim");
        in.nextInt("entityTag");
        const int64_t parametric = in.nextInt("parametric");
        const int n = count("numNodesInBlock");
        for (int i = 0; i < n; ++i) {
          in.expectLine("node tag");
          addNode(in.nextInt("node tag"));
        }
        for (int i = 0; i < n; ++i) {
          in.expectLine("node coordinates");
          for (int64_t k = 0; k < 3 + (parametric ? entityDim : 0); ++k)
            in.nextDouble("coordinate");
          in.expectEnd();
        }
      }
    }
    endSection("$EndNodes");
  }

  void element(int64_t type, int nn) {
    std::vector<int> *out = type == kTet   ? &tets
                            : type == kTri ? &tris
                                           : nullptr;
    for (int k = 0; k < nn; ++k) {
      const int64_t tag = in.nextInt("element node");
      if (out)
        out->push_back(node(tag));
    }
    in.expectEnd();
  }

  void elements() {
    if (nnode == 0)
      in.fail("$Elements before $Nodes");
    in.expectLine("element count");
    if (major == 2) {
      const int n = count("number of elements");
      for (int i = 0; i < n; ++i) {
        in.expectLine("element line 'tag type ntags tags... nodes...'");
        in.nextInt("element tag");
        const int64_t type = in.nextInt("element type");
        const int ntags = count("number of tags");
        for (int k = 0; k < ntags; ++k)
          in.nextInt("tag");
        const int nn = nodesOfType(type);
        if (nn == 0)
          in.fail("unsupported element type " + std::to_string(type));
        element(type, nn);
      }
    } else {
      const int blocks = count("numEntityBlocks");
      count("numElements");
      for (int b = 0; b < blocks; ++b) {
        in.expectLine("element block header");
        in.nextInt("entityDim");
        in.nextInt("entityTag");
        const int64_t type = in.nextInt("elementType");
        const int n = count("numElementsInBlock");
        const int nn = nodesOfType(type);
        if (nn == 0)
          in.fail("unsupported element type " + std::to_string(type));
        for (int i = 0; i < n; ++i) {
          in.expectLine("element line 'tag nodes...'");
          in.nextInt("element tag");
          element(type, nn);
        }
      }
    }
    endSection("$EndElements");
  }

  void skipSection(std::string_view name) {
    const std::string end = "$End" + std::string(name.substr(1));
    while (in.nextLine())
      if (in.line() == end)
        return;
    in.fail("missing " + end);
  }
};

} // namespace

Mesh readGmsh(const std::string &path) {
  Reader r(path);
  bool sawElements = false;
  while (r.in.nextLine()) {
    const std::string_view section = r.in.line();
    if (section == "$MeshFormat")
      r.meshFormat();
    else if (r.major == 0)
      r.in.fail("expected $MeshFormat first");
    else if (section == "$Nodes")
      r.nodes();
    else if (section == "$Elements") {
      r.elements();
      sawElements = true;
    } else if (section.starts_with("$"))
      r.skipSection(section);
    else
      r.in.fail("expected a section, found '" + std::string(section) + "'");
  }
  if (!sawElements)
    r.in.fail("no $Elements section");
  Mesh m;
  m.path = path;
  m.nnode = r.nnode;
  if (!r.tets.empty()) {
    m.kind = Mesh::Kind::GmshTet;
    m.cellDim = 4;
    m.cellNodes = std::move(r.tets);
  } else if (!r.tris.empty()) {
    m.kind = Mesh::Kind::GmshTri;
    m.cellDim = 3;
    m.cellNodes = std::move(r.tris);
  } else {
    r.in.fail("mesh has neither tetrahedra nor triangles");
  }
  m.ncell = int(m.cellNodes.size() / size_t(m.cellDim));
  return m;
}

} // namespace loom::tools
