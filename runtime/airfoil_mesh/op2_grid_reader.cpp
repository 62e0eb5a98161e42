#include "loom/airfoil_mesh/op2_grid_reader.h"

#include "loom/io/mesh_error.h"
#include "loom/io/text_scanner.h"

#include <climits>
#include <new>
#include <string>

namespace loom::io {

namespace {

int readCount(TextScanner &in, const char *name, int pos) {
  static const char *const whats[] = {
      "nnode (1st header value)", "ncell (2nd header value)",
      "nedge (3rd header value)", "nbedge (4th header value)"};
  long long v = in.nextInt(whats[pos]);
  if (v < 0)
    in.fail("negative count " + std::string(name) + " = " + std::to_string(v) +
            " in header");
  if (v > INT_MAX)
    in.fail("count " + std::string(name) + " = " + std::to_string(v) +
            " is too large");
  return static_cast<int>(v);
}

// Reads an index of `entity` number `i`, slot label `slot`, and checks it is
// in [0, limit).
inline int readIndex(TextScanner &in, const char *entity, int i,
                     const char *slot, int limit) {
  long long v = in.nextInt(slot);
  if (v < 0 || v >= limit) [[unlikely]] {
    in.fail(std::string(entity) + " " + std::to_string(i) + " " + slot + " = " +
            std::to_string(v) + " is out of range [0, " +
            std::to_string(limit) + ")");
  }
  return static_cast<int>(v);
}

} // namespace

static AirfoilGrid parse(TextScanner &in) {
  AirfoilGrid g;
  if (in.atEnd())
    in.fail("empty file: expected header 'nnode ncell nedge nbedge'");
  g.nnode = readCount(in, "nnode", 0);
  g.ncell = readCount(in, "ncell", 1);
  g.nedge = readCount(in, "nedge", 2);
  g.nbedge = readCount(in, "nbedge", 3);
  in.endLine();
  if (g.nnode == 0 && (g.ncell > 0 || g.nedge > 0 || g.nbedge > 0))
    in.failAt(1, "nnode = 0 but there are cells or edges");
  if (g.ncell == 0)
    in.failAt(1, "ncell = 0: the mesh has no cells");
  // Arrays are sized by what the rest of the file can hold, never by the
  // header alone, and grow as records arrive (see TextScanner::reserveFor).
  g.x.reserve(2 * in.reserveFor(g.nnode, 2));
  g.cell.reserve(4 * in.reserveFor(g.ncell, 4));
  g.edge.reserve(2 * in.reserveFor(g.nedge, 4));
  g.ecell.reserve(2 * in.reserveFor(g.nedge, 4));
  g.bedge.reserve(2 * in.reserveFor(g.nbedge, 4));
  g.becell.reserve(in.reserveFor(g.nbedge, 4));
  g.bound.reserve(in.reserveFor(g.nbedge, 4));

  for (int n = 0; n < g.nnode; ++n) {
    in.setRecord("node", n, 2);
    g.x.push_back(in.nextDouble("x"));
    g.x.push_back(in.nextDouble("y"));
    in.endLine();
  }
  for (int c = 0; c < g.ncell; ++c) {
    static const char *const slots[] = {"node 1", "node 2", "node 3", "node 4"};
    in.setRecord("cell", c, 4);
    for (int k = 0; k < 4; ++k)
      g.cell.push_back(readIndex(in, "cell", c, slots[k], g.nnode));
    // A repeated node makes the quadrilateral degenerate: refused here, so
    // that every tool reading the grid agrees.
    if (const int *node = repeatedEntry(&g.cell[g.cell.size() - 4], 4))
      in.fail("cell " + std::to_string(c) + " repeats node " +
              std::to_string(*node));
    in.endLine();
  }
  for (int e = 0; e < g.nedge; ++e) {
    in.setRecord("edge", e, 4);
    g.edge.push_back(readIndex(in, "edge", e, "node 1", g.nnode));
    g.edge.push_back(readIndex(in, "edge", e, "node 2", g.nnode));
    g.ecell.push_back(readIndex(in, "edge", e, "cell 1", g.ncell));
    g.ecell.push_back(readIndex(in, "edge", e, "cell 2", g.ncell));
    // As for cells: an edge from a node to itself, or between a cell and
    // itself, has no face; refused rather than run as a zero flux.
    const size_t at = g.edge.size() - 2;
    if (const int *node = repeatedEntry(&g.edge[at], 2))
      in.fail("edge " + std::to_string(e) + " repeats node " +
              std::to_string(*node));
    if (const int *cell = repeatedEntry(&g.ecell[at], 2))
      in.fail("edge " + std::to_string(e) + " repeats cell " +
              std::to_string(*cell));
    in.endLine();
  }
  for (int b = 0; b < g.nbedge; ++b) {
    in.setRecord("bedge", b, 4);
    g.bedge.push_back(readIndex(in, "bedge", b, "node 1", g.nnode));
    g.bedge.push_back(readIndex(in, "bedge", b, "node 2", g.nnode));
    if (const int *node = repeatedEntry(&g.bedge[g.bedge.size() - 2], 2))
      in.fail("bedge " + std::to_string(b) + " repeats node " +
              std::to_string(*node));
    g.becell.push_back(readIndex(in, "bedge", b, "cell", g.ncell));
    long long bound = in.nextInt("bound");
    if (bound != 1 && bound != 2)
      in.fail("bedge " + std::to_string(b) + " bound = " +
              std::to_string(bound) + " is not 1 (wall) or 2 (far field)");
    g.bound.push_back(static_cast<int>(bound));
    in.endLine();
  }
  in.setRecord(nullptr, 0, 0);
  if (!in.atEnd())
    in.fail("trailing garbage " + quoteToken(in.restOfLine()) +
            " after the last record (header counts " + std::to_string(g.nnode) +
            " " + std::to_string(g.ncell) + " " + std::to_string(g.nedge) +
            " " + std::to_string(g.nbedge) + ")");
  return g;
}

// Out of memory while parsing (a grid too big for this machine) names the
// file and the line reached.
static AirfoilGrid parseGuarded(TextScanner &in) {
  try {
    return parse(in);
  } catch (const std::bad_alloc &) {
    in.fail("out of memory while reading the grid");
  }
}

AirfoilGrid readAirfoilGrid(const std::string &path) {
  TextScanner in(path);
  return parseGuarded(in);
}

AirfoilGrid parseAirfoilGrid(const std::string &name, std::string text) {
  TextScanner in(name, std::move(text));
  return parseGuarded(in);
}

} // namespace loom::io
