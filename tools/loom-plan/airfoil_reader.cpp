#include "mesh.h"
#include "text_scanner.h"

#include <string>

namespace loom::tools {

namespace {

// Next integer of the line, checked to lie in [0, limit).
int readIndex(TextScanner &in, const char *what, int limit) {
  const int64_t v = in.nextInt(what);
  if (v < 0 || v >= limit)
    in.fail(std::string(what) + " " + std::to_string(v) + " outside [0, " +
            std::to_string(limit) + ")");
  return int(v);
}

int readCount(TextScanner &in, const char *what) {
  const int64_t v = in.nextInt(what);
  if (v < 0 || v > (int64_t(1) << 30))
    in.fail(std::string("bad ") + what + " " + std::to_string(v));
  return int(v);
}

} // namespace

Mesh readAirfoilGrid(const std::string &path) {
  TextScanner in(path);
  Mesh m;
  m.kind = Mesh::Kind::Airfoil;
  m.path = path;
  m.cellDim = 4;
  in.expectLine("header 'nnode ncell nedge nbedge'");
  m.nnode = readCount(in, "nnode");
  m.ncell = readCount(in, "ncell");
  m.nedge = readCount(in, "nedge");
  m.nbedge = readCount(in, "nbedge");
  in.expectEnd();
  for (int i = 0; i < m.nnode; ++i) {
    in.expectLine("node line 'x y'");
    in.nextDouble("x");
    in.nextDouble("y");
    in.expectEnd();
  }
  m.cellNodes.reserve(size_t(m.ncell) * 4);
  for (int i = 0; i < m.ncell; ++i) {
    in.expectLine("cell line of 4 node ids");
    for (int k = 0; k < 4; ++k)
      m.cellNodes.push_back(readIndex(in, "cell node", m.nnode));
    in.expectEnd();
  }
  m.edgeNodes.reserve(size_t(m.nedge) * 2);
  m.edgeCells.reserve(size_t(m.nedge) * 2);
  for (int i = 0; i < m.nedge; ++i) {
    in.expectLine("edge line 'n1 n2 c1 c2'");
    m.edgeNodes.push_back(readIndex(in, "edge node", m.nnode));
    m.edgeNodes.push_back(readIndex(in, "edge node", m.nnode));
    m.edgeCells.push_back(readIndex(in, "edge cell", m.ncell));
    m.edgeCells.push_back(readIndex(in, "edge cell", m.ncell));
    in.expectEnd();
  }
  for (int i = 0; i < m.nbedge; ++i) {
    in.expectLine("boundary edge line 'n1 n2 c bound'");
    m.bedgeNodes.push_back(readIndex(in, "boundary edge node", m.nnode));
    m.bedgeNodes.push_back(readIndex(in, "boundary edge node", m.nnode));
    m.bedgeCell.push_back(readIndex(in, "boundary edge cell", m.ncell));
    m.bound.push_back(int(in.nextInt("bound flag")));
    in.expectEnd();
  }
  if (in.nextLine())
    in.fail("unexpected data after " + std::to_string(m.nbedge) +
            " boundary edges");
  return m;
}

Mesh readMesh(const std::string &path) {
  const bool msh =
      path.size() >= 4 && path.compare(path.size() - 4, 4, ".msh") == 0;
  return msh ? readGmsh(path) : readAirfoilGrid(path);
}

} // namespace loom::tools
