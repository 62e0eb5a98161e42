#include "grid_context.h"

#include <algorithm>

GridContext declareGrid(loom::Context &ctx, const loom::io::AirfoilGrid &g) {
  GridContext c;
  c.nodes = ctx.declareSet(g.nnode, "nodes");
  c.edges = ctx.declareSet(g.nedge, "edges");
  c.bedges = ctx.declareSet(g.nbedge, "bedges");
  c.cells = ctx.declareSet(g.ncell, "cells");
  c.pedge = ctx.declareMap(c.edges, c.nodes, 2, g.edge.data(), "pedge");
  c.pecell = ctx.declareMap(c.edges, c.cells, 2, g.ecell.data(), "pecell");
  c.pbedge = ctx.declareMap(c.bedges, c.nodes, 2, g.bedge.data(), "pbedge");
  c.pbecell = ctx.declareMap(c.bedges, c.cells, 1, g.becell.data(), "pbecell");
  c.pcell = ctx.declareMap(c.cells, c.nodes, 4, g.cell.data(), "pcell");
  c.x = ctx.declareDat(c.nodes, 2, "double", sizeof(double), g.x.data(), "x");
  c.bound =
      ctx.declareDat(c.bedges, 1, "int", sizeof(int), g.bound.data(), "bound");
  return c;
}

namespace {

template <typename T> std::vector<T> copyOut(const T *data, size_t count) {
  return std::vector<T>(data, data + count);
}

std::vector<int> entries(op_map m) {
  return copyOut(m->map, static_cast<size_t>(m->from->size) * m->dim);
}

} // namespace

loom::io::AirfoilGrid gridFromContext(const GridContext &c) {
  loom::io::AirfoilGrid g;
  g.nnode = c.nodes->size;
  g.ncell = c.cells->size;
  g.nedge = c.edges->size;
  g.nbedge = c.bedges->size;
  g.x = copyOut(reinterpret_cast<const double *>(c.x->data),
                2 * static_cast<size_t>(g.nnode));
  g.cell = entries(c.pcell);
  g.edge = entries(c.pedge);
  g.ecell = entries(c.pecell);
  g.bedge = entries(c.pbedge);
  g.becell = entries(c.pbecell);
  g.bound = copyOut(reinterpret_cast<const int *>(c.bound->data),
                    static_cast<size_t>(g.nbedge));
  return g;
}
