#include "loom/io/gmsh_reader.h"

#include "loom/io/mesh_error.h"
#include "loom/io/text_scanner.h"

#include <climits>
#include <map>
#include <new>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace loom::io {

namespace {

enum class Version { None, V2, V41 };

// Nodes per element for the element types that are kept; 0 = skipped type.
int keptNodes(long long type) {
  switch (type) {
  case 1:
    return 2; // 2-node line
  case 2:
    return 3; // 3-node triangle
  case 4:
    return 4; // 4-node tetrahedron
  default:
    return 0;
  }
}

class GmshParser {
public:
  explicit GmshParser(TextScanner &in) : in_(in) {}

  GmshMesh run() {
    std::string_view line;
    while (true) {
      const int at = in_.line();
      if (!in_.nextLine(line))
        break;
      if (line.empty() || line[0] != '$')
        in_.failAt(at, "expected a section header such as $Nodes, got " +
                           quoteToken(line));
      std::string name(line.substr(1));
      if (name == "MeshFormat") {
        if (version_ != Version::None)
          in_.failAt(at, "duplicate $MeshFormat section");
        readFormat();
      } else if (name == "Nodes" || name == "Elements" || name == "Entities") {
        if (version_ == Version::None)
          in_.failAt(at, "$" + name + " before $MeshFormat");
        if (name == "Nodes") {
          if (haveNodes_)
            in_.failAt(at, "duplicate $Nodes section");
          haveNodes_ = true;
          version_ == Version::V2 ? readNodes2() : readNodes41();
        } else if (name == "Elements") {
          if (haveElements_)
            in_.failAt(at, "duplicate $Elements section");
          if (!haveNodes_)
            in_.failAt(at, "$Elements before $Nodes");
          haveElements_ = true;
          elementsLine_ = at;
          version_ == Version::V2 ? readElements2() : readElements41();
        } else {
          if (version_ == Version::V41)
            readEntities41();
          else
            skipSection(name, at);
          continue;
        }
      } else if (name.rfind("End", 0) == 0) {
        in_.failAt(at, "unexpected " + quoteToken(line) +
                           " without a matching section start");
      } else {
        skipSection(name, at);
        continue;
      }
      expectEnd(name);
    }
    if (version_ == Version::None)
      in_.fail("missing $MeshFormat section");
    if (!haveNodes_)
      in_.fail("missing $Nodes section");
    if (!haveElements_)
      in_.fail("missing $Elements section");
    if (m_.triangles.empty() && m_.tets.empty())
      in_.failAt(elementsLine_, "the mesh has no cells (no triangles or "
                                "tetrahedra in $Elements)");
    return std::move(m_);
  }

private:
  void expectEnd(const std::string &name) {
    in_.setRecord(nullptr, 0, 0);
    const int at = in_.line();
    std::string_view line;
    if (!in_.nextLine(line))
      in_.fail("unexpected end of file: expected $End" + name);
    if (line != "$End" + name)
      in_.failAt(at, "expected $End" + name + ", got " + quoteToken(line));
  }

  void skipSection(const std::string &name, int startLine) {
    std::string_view line;
    const std::string end = "$End" + name;
    while (in_.nextLine(line))
      if (line == end)
        return;
    in_.failAt(startLine, "section $" + name + " has no " + end);
  }

  void readFormat() {
    const int at = in_.line();
    std::string_view tok = in_.nextToken("version");
    int fileType = static_cast<int>(in_.nextInt("file-type"));
    in_.nextInt("data-size");
    in_.endLine();
    if (tok == "2.2")
      version_ = Version::V2;
    else if (tok == "4.1")
      version_ = Version::V41;
    else
      in_.failAt(at, "unsupported gmsh format version " + quoteToken(tok) +
                         " (supported: 2.2, 4.1)");
    if (fileType != 0)
      in_.failAt(at, "binary gmsh files are not supported (file-type " +
                         std::to_string(fileType) + ")");
  }

  long long readCount(const char *what) {
    long long n = in_.nextInt(what);
    if (n < 0)
      in_.fail(std::string("negative ") + what + " " + std::to_string(n));
    if (n > INT_MAX)
      in_.fail(std::string(what) + " " + std::to_string(n) + " is too large");
    return n;
  }

  void addNode(long long tag, double x, double y, double z) {
    if (tag <= 0)
      in_.fail("bad node tag " + std::to_string(tag) +
               " (tags must be positive)");
    const int index = static_cast<int>(m_.nodeTags.size());
    auto [it, inserted] = tagToIndex_.try_emplace(tag, index);
    if (!inserted)
      in_.fail("duplicate node tag " + std::to_string(tag) +
               " (first defined for node " + std::to_string(it->second) + ")");
    m_.nodeTags.push_back(tag);
    m_.nodes.push_back(x);
    m_.nodes.push_back(y);
    m_.nodes.push_back(z);
  }

  int nodeIndex(long long tag, long long elementTag) {
    if (denseReady_) {
      if (tag > 0 && tag < static_cast<long long>(dense_.size()) &&
          dense_[tag] >= 0) [[likely]]
        return dense_[tag];
    } else {
      auto it = tagToIndex_.find(tag);
      if (it != tagToIndex_.end())
        return it->second;
    }
    in_.fail("element " + std::to_string(elementTag) +
             " references undefined node tag " + std::to_string(tag));
  }

  // After $Nodes: a dense tag -> index table when tags are not too sparse.
  void finishNodes() {
    long long maxTag = 0;
    for (long long t : m_.nodeTags)
      maxTag = std::max(maxTag, t);
    if (maxTag <= 4LL * static_cast<long long>(m_.nodeTags.size()) + 1024) {
      dense_.assign(static_cast<size_t>(maxTag) + 1, -1);
      for (size_t i = 0; i < m_.nodeTags.size(); ++i)
        dense_[m_.nodeTags[i]] = static_cast<int>(i);
      denseReady_ = true;
      tagToIndex_.clear();
    }
  }

  void readNodes2() {
    const long long n = readCount("number of nodes");
    in_.endLine();
    const size_t fit = in_.reserveFor(n, 4);
    m_.nodes.reserve(3 * fit);
    m_.nodeTags.reserve(fit);
    tagToIndex_.reserve(fit);
    for (long long i = 0; i < n; ++i) {
      in_.setRecord("node", i, 4);
      long long tag = in_.nextInt("node tag");
      double x = in_.nextDouble("x");
      double y = in_.nextDouble("y");
      double z = in_.nextDouble("z");
      addNode(tag, x, y, z);
      in_.endLine();
    }
    finishNodes();
  }

  void readNodes41() {
    const long long nblocks = readCount("number of node blocks");
    const long long n = readCount("number of nodes");
    in_.nextInt("minimum node tag");
    in_.nextInt("maximum node tag");
    in_.endLine();
    // Each node has a tag line and a coordinate line (4 values in all).
    const size_t fit = in_.reserveFor(n, 4);
    m_.nodes.reserve(3 * fit);
    m_.nodeTags.reserve(fit);
    tagToIndex_.reserve(fit);
    long long total = 0;
    std::vector<long long> tags;
    for (long long b = 0; b < nblocks; ++b) {
      in_.setRecord("node block", b, 4);
      in_.nextInt("entity dimension");
      in_.nextInt("entity tag");
      const long long parametric = in_.nextInt("parametric flag");
      const long long count = in_.nextInt("number of nodes in block");
      if (count < 0)
        in_.fail("negative number of nodes in block " + std::to_string(count));
      if (count > n - total)
        in_.fail("node blocks hold more than the " + std::to_string(n) +
                 " nodes declared");
      in_.endLine();
      tags.clear();
      tags.reserve(in_.reserveFor(count, 4));
      for (long long i = 0; i < count; ++i) {
        in_.setRecord("node", total + i, 1);
        tags.push_back(in_.nextInt("node tag"));
        in_.endLine();
      }
      for (long long i = 0; i < count; ++i) {
        in_.setRecord("node", total + i, parametric ? 6 : 3);
        double x = in_.nextDouble("x");
        double y = in_.nextDouble("y");
        double z = in_.nextDouble("z");
        addNode(tags[i], x, y, z);
        if (parametric)
          in_.skipLine();
        else
          in_.endLine();
      }
      total += count;
    }
    in_.setRecord(nullptr, 0, 0);
    if (total != n)
      in_.fail("node blocks hold " + std::to_string(total) +
               " nodes, header declares " + std::to_string(n));
    finishNodes();
  }

  void addElement(long long type, const long long *nodeTags,
                  long long elementTag, int physical, int entity) {
    std::vector<int> *conn, *tags, *ents;
    int nn, d;
    switch (type) {
    case 1:
      conn = &m_.lines;
      tags = &m_.lineTags;
      ents = &m_.lineEntities;
      nn = 2;
      d = 1;
      break;
    case 2:
      conn = &m_.triangles;
      tags = &m_.triangleTags;
      ents = &m_.triangleEntities;
      nn = 3;
      d = 2;
      break;
    default:
      conn = &m_.tets;
      tags = &m_.tetTags;
      ents = &m_.tetEntities;
      nn = 4;
      d = 3;
      break;
    }
    // A node repeated in an element makes it degenerate (a triangle with
    // no area, a tet whose faces coincide): refused here, so that every
    // tool reading the mesh (loom-mesh check, loom-plan, the apps) agrees.
    for (int k = 1; k < nn; ++k)
      for (int j = 0; j < k; ++j)
        if (nodeTags[j] == nodeTags[k])
          in_.fail("element " + std::to_string(elementTag) +
                   " repeats node tag " + std::to_string(nodeTags[k]));
    for (int k = 0; k < nn; ++k)
      conn->push_back(nodeIndex(nodeTags[k], elementTag));
    tags->push_back(physical != 0 ? physical : entity);
    ents->push_back(entity);
    m_.dim = std::max(m_.dim, d);
  }

  static int toInt(long long v) {
    return v > INT_MAX || v < INT_MIN ? 0 : static_cast<int>(v);
  }

  void readElements2() {
    const long long n = readCount("number of elements");
    in_.endLine();
    for (long long i = 0; i < n; ++i) {
      in_.setRecord("element", i, 0);
      const long long tag = in_.nextInt("element tag");
      const long long type = in_.nextInt("element type");
      const long long ntags = in_.nextInt("number of tags");
      const int nn = keptNodes(type);
      if (nn == 0) {
        ++m_.skippedElements;
        in_.skipLine();
        continue;
      }
      if (ntags < 0 || ntags > 64)
        in_.fail("bad number of tags " + std::to_string(ntags) +
                 " for element " + std::to_string(tag));
      long long physical = 0, entity = 0;
      for (long long t = 0; t < ntags; ++t) {
        long long v = in_.nextInt("element tag value");
        if (t == 0)
          physical = v;
        if (t == 1)
          entity = v;
      }
      long long nodes[4];
      for (int k = 0; k < nn; ++k)
        nodes[k] = in_.nextInt("element node tag");
      in_.setRecord("element", i, static_cast<int>(3 + ntags + nn));
      addElement(type, nodes, tag, toInt(physical), toInt(entity));
      in_.endLine();
    }
  }

  void readElements41() {
    const long long nblocks = readCount("number of element blocks");
    const long long n = readCount("number of elements");
    in_.nextInt("minimum element tag");
    in_.nextInt("maximum element tag");
    in_.endLine();
    long long total = 0;
    for (long long b = 0; b < nblocks; ++b) {
      in_.setRecord("element block", b, 4);
      const long long edim = in_.nextInt("entity dimension");
      const long long etag = in_.nextInt("entity tag");
      const long long type = in_.nextInt("element type");
      const long long count = in_.nextInt("number of elements in block");
      if (count < 0)
        in_.fail("negative number of elements in block " +
                 std::to_string(count));
      if (count > n - total)
        in_.fail("element blocks hold more than the " + std::to_string(n) +
                 " elements declared");
      in_.endLine();
      const int nn = keptNodes(type);
      int physical = 0;
      if (auto it = physical_.find({static_cast<int>(edim), toInt(etag)});
          it != physical_.end())
        physical = it->second;
      for (long long i = 0; i < count; ++i) {
        if (nn == 0) {
          in_.skipLine();
          continue;
        }
        in_.setRecord("element", total + i, 1 + nn);
        const long long tag = in_.nextInt("element tag");
        long long nodes[4];
        for (int k = 0; k < nn; ++k)
          nodes[k] = in_.nextInt("element node tag");
        addElement(type, nodes, tag, physical, toInt(etag));
        in_.endLine();
      }
      if (nn == 0)
        m_.skippedElements += count;
      total += count;
    }
    in_.setRecord(nullptr, 0, 0);
    if (total != n)
      in_.fail("element blocks hold " + std::to_string(total) +
               " elements, header declares " + std::to_string(n));
  }

  // $Entities (4.1): a point is "tag X Y Z nphys phys...", a curve, surface
  // or volume "tag minX minY minZ maxX maxY maxZ nphys phys... nbound
  // bound...". Every count is checked against what its line holds.
  void readEntities41() {
    long long counts[4];
    static const char *const names[] = {"number of points", "number of curves",
                                        "number of surfaces",
                                        "number of volumes"};
    static const char *const kinds[] = {"point", "curve", "surface", "volume"};
    for (int d = 0; d < 4; ++d)
      counts[d] = readCount(names[d]);
    in_.endLine();
    for (int d = 0; d < 4; ++d)
      for (long long i = 0; i < counts[d]; ++i) {
        in_.setRecord(kinds[d], i, 0);
        const long long tag = in_.nextInt("entity tag");
        for (int k = 0; k < (d == 0 ? 3 : 6); ++k)
          in_.nextDouble("bounding coordinate");
        const long long nphys = readListLength("number of physical tags");
        for (long long k = 0; k < nphys; ++k) {
          long long p = in_.nextInt("physical tag");
          if (k == 0)
            physical_[{d, toInt(tag)}] = toInt(p);
        }
        if (d > 0) {
          const long long nbound =
              readListLength("number of bounding entities");
          for (long long k = 0; k < nbound; ++k)
            in_.nextInt("bounding entity tag");
        }
        in_.endLine();
      }
    expectEnd("Entities");
  }

  // A list length on an entity line: non-negative and no longer than the
  // rest of the line could hold.
  long long readListLength(const char *what) {
    const long long n = in_.nextInt(what);
    if (n < 0)
      in_.fail("negative " + in_.describe(what) + " " + std::to_string(n));
    const std::string_view rest = in_.restOfLine();
    if (n > static_cast<long long>(rest.size() + 1) / 2)
      in_.fail(in_.describe(what) + " " + std::to_string(n) +
               " exceeds the values on its line");
    return n;
  }

  TextScanner &in_;
  GmshMesh m_;
  Version version_ = Version::None;
  bool haveNodes_ = false, haveElements_ = false;
  int elementsLine_ = 0;
  std::unordered_map<long long, int> tagToIndex_;
  std::vector<int> dense_;
  bool denseReady_ = false;
  std::map<std::pair<int, int>, int> physical_;
};

} // namespace

// Out of memory while parsing (a mesh too big for this machine) names the
// file and the line reached.
static GmshMesh parseGuarded(TextScanner &in) {
  try {
    return GmshParser(in).run();
  } catch (const std::bad_alloc &) {
    in.fail("out of memory while reading the mesh");
  }
}

GmshMesh readGmsh(const std::string &path) {
  TextScanner in(path);
  return parseGuarded(in);
}

GmshMesh parseGmsh(const std::string &name, std::string text) {
  TextScanner in(name, std::move(text));
  return parseGuarded(in);
}

} // namespace loom::io
