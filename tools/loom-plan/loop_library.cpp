#include "loop_library.h"

#include <stdexcept>

namespace loom::tools {

using loom::plan::IndirectAccess;

namespace {

// Airfoil dats and maps (ids as in the OP2 Airfoil application).
enum Dat { kX, kQ, kAdt, kRes };
enum MapId { kPedge, kPecell, kPcell, kPbedge, kPbecell };
constexpr int kDouble = 8;

IndirectAccess access(const std::vector<int> &map, int dim, int toSize, int idx,
                      bool writes, int elemBytes, int datId, int mapId) {
  return IndirectAccess{map.data(), dim,       toSize, idx,
                        writes,     elemBytes, datId,  mapId};
}

} // namespace

std::vector<std::string> loopNames(const Mesh &mesh) {
  if (mesh.kind == Mesh::Kind::Airfoil)
    return {"res_calc", "adt_calc", "bres_calc"};
  return {"flux"};
}

BuiltLoop buildLoop(const Mesh &m, const std::string &name) {
  BuiltLoop b;
  b.name = name;
  auto &acc = b.loop.accesses;
  if (m.kind == Mesh::Kind::Airfoil && name == "res_calc") {
    // edges: x (2 doubles) via pedge 0,1; q (4), adt (1) via pecell 0,1
    // read; res (4) via pecell 0,1 incremented.
    b.setName = "edges";
    b.loop.setSize = m.nedge;
    for (int s = 0; s < 2; ++s)
      acc.push_back(
          access(m.edgeNodes, 2, m.nnode, s, false, 2 * kDouble, kX, kPedge));
    for (int s = 0; s < 2; ++s)
      acc.push_back(
          access(m.edgeCells, 2, m.ncell, s, false, 4 * kDouble, kQ, kPecell));
    for (int s = 0; s < 2; ++s)
      acc.push_back(
          access(m.edgeCells, 2, m.ncell, s, false, kDouble, kAdt, kPecell));
    for (int s = 0; s < 2; ++s)
      acc.push_back(
          access(m.edgeCells, 2, m.ncell, s, true, 4 * kDouble, kRes, kPecell));
  } else if (m.kind == Mesh::Kind::Airfoil && name == "adt_calc") {
    // cells: x via pcell 0..3 read; q read and adt written directly.
    b.setName = "cells";
    b.loop.setSize = m.ncell;
    for (int s = 0; s < 4; ++s)
      acc.push_back(
          access(m.cellNodes, 4, m.nnode, s, false, 2 * kDouble, kX, kPcell));
    b.loop.directElemBytes = {4 * kDouble, kDouble};
  } else if (m.kind == Mesh::Kind::Airfoil && name == "bres_calc") {
    // bedges: x via pbedge 0,1; q, adt read and res incremented via
    // pbecell 0; bound (int) read directly.
    b.setName = "bedges";
    b.loop.setSize = m.nbedge;
    for (int s = 0; s < 2; ++s)
      acc.push_back(
          access(m.bedgeNodes, 2, m.nnode, s, false, 2 * kDouble, kX, kPbedge));
    acc.push_back(
        access(m.bedgeCell, 1, m.ncell, 0, false, 4 * kDouble, kQ, kPbecell));
    acc.push_back(
        access(m.bedgeCell, 1, m.ncell, 0, false, kDouble, kAdt, kPbecell));
    acc.push_back(
        access(m.bedgeCell, 1, m.ncell, 0, true, 4 * kDouble, kRes, kPbecell));
    b.loop.directElemBytes = {4};
  } else if (m.kind != Mesh::Kind::Airfoil && name == "flux") {
    // faces (cell pairs sharing a face / edge): q read and res incremented
    // through face->cell 0,1; 5 doubles per tet, 4 per triangle.
    b.setName = "faces";
    b.faceCells = buildFaceCells(m);
    b.loop.setSize = int(b.faceCells.size() / 2);
    const int bytes = (m.kind == Mesh::Kind::GmshTet ? 5 : 4) * kDouble;
    for (int s = 0; s < 2; ++s)
      acc.push_back(access(b.faceCells, 2, m.ncell, s, false, bytes, 0, 0));
    for (int s = 0; s < 2; ++s)
      acc.push_back(access(b.faceCells, 2, m.ncell, s, true, bytes, 1, 0));
  } else {
    std::string names;
    for (const std::string &n : loopNames(m)) {
      if (!names.empty())
        names += ", ";
      names += n;
    }
    throw std::runtime_error("loop '" + name + "' is not defined for " +
                             m.path + " (available: " + names + ")");
  }
  return b;
}

} // namespace loom::tools
