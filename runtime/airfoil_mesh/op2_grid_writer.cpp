#include "loom/airfoil_mesh/op2_grid_writer.h"

#include "loom/fileio/output_file.h"
#include "loom/io/mesh_error.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

namespace loom::io {

namespace {

void appendInt(std::string &out, long long v) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.push_back(' ');
  out.append(buf, r.ptr);
}

void appendDouble(std::string &out, double v) {
  char buf[32];
  auto r = std::to_chars(buf, buf + sizeof buf, v); // shortest round-trip form
  out.push_back(' ');
  out.append(buf, r.ptr);
}

void checkSize(size_t have, size_t want, const char *name) {
  if (have != want)
    throw std::invalid_argument(std::string("writeAirfoilGrid: ") + name +
                                " has " + std::to_string(have) +
                                " entries, expected " + std::to_string(want));
}

} // namespace

void writeAirfoilGrid(const AirfoilGrid &g, const std::string &path) {
  if (g.nnode < 0 || g.ncell < 0 || g.nedge < 0 || g.nbedge < 0)
    throw std::invalid_argument("writeAirfoilGrid: negative count");
  checkSize(g.x.size(), 2 * size_t(g.nnode), "x");
  checkSize(g.cell.size(), 4 * size_t(g.ncell), "cell");
  checkSize(g.edge.size(), 2 * size_t(g.nedge), "edge");
  checkSize(g.ecell.size(), 2 * size_t(g.nedge), "ecell");
  checkSize(g.bedge.size(), 2 * size_t(g.nbedge), "bedge");
  checkSize(g.becell.size(), size_t(g.nbedge), "becell");
  checkSize(g.bound.size(), size_t(g.nbedge), "bound");

  std::string out;
  out.reserve(48 * size_t(g.nnode) +
              24 * (size_t(g.ncell) + size_t(g.nedge) + size_t(g.nbedge)) + 64);
  auto row = [&out](std::initializer_list<long long> vs) {
    for (long long v : vs)
      appendInt(out, v);
    out += " \n";
  };
  row({g.nnode, g.ncell, g.nedge, g.nbedge});
  for (int n = 0; n < g.nnode; ++n) {
    appendDouble(out, g.x[2 * n]);
    appendDouble(out, g.x[2 * n + 1]);
    out += " \n";
  }
  for (int c = 0; c < g.ncell; ++c)
    row({g.cell[4 * c], g.cell[4 * c + 1], g.cell[4 * c + 2],
         g.cell[4 * c + 3]});
  for (int e = 0; e < g.nedge; ++e)
    row({g.edge[2 * e], g.edge[2 * e + 1], g.ecell[2 * e], g.ecell[2 * e + 1]});
  for (int b = 0; b < g.nbedge; ++b)
    row({g.bedge[2 * b], g.bedge[2 * b + 1], g.becell[b], g.bound[b]});

  try {
    fileio::writeOutputFile(path, out);
  } catch (const fileio::OutputError &e) {
    throw MeshError(path, 0, "cannot write: " + e.reason());
  }
}

} // namespace loom::io
