#include "airfoil_mesh.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"

#include <numeric>
#include <string>
#include <vector>

namespace {

void declareIds(loom::Context &ctx, op_set set) {
  std::vector<int> id(set->size);
  std::iota(id.begin(), id.end(), 0);
  ctx.declareDat(set, 1, "int", sizeof(int), id.data(), "id");
}

const int *ids(loom::Context &ctx, op_set set) {
  return reinterpret_cast<const int *>(idDat(ctx, set)->data);
}

std::string checkMap(loom::Context &ctx, op_map m,
                     const std::vector<int> &original) {
  const int *from = ids(ctx, m->from), *to = ids(ctx, m->to);
  for (int e = 0; e < m->from->size; ++e)
    for (int k = 0; k < m->dim; ++k)
      if (to[m->map[e * m->dim + k]] != original[from[e] * m->dim + k])
        return std::string("map ") + m->name + " element " + std::to_string(e) +
               " slot " + std::to_string(k);
  return "";
}

} // namespace

op_dat idDat(loom::Context &ctx, op_set set) {
  for (op_dat d : ctx.dats())
    if (d && d->set == set && std::string(d->name) == "id")
      return d;
  return nullptr;
}

AirfoilMesh loadSmallAirfoilMesh() {
  AirfoilMesh m;
  m.grid = loom::io::readAirfoilGrid(LOOM_TEST_MESHES "/grid_small.dat");
  m.ctx = std::make_unique<loom::Context>();
  loom::Context &c = *m.ctx;
  auto &g = m.grid;
  m.nodes = c.declareSet(g.nnode, "nodes");
  m.edges = c.declareSet(g.nedge, "edges");
  m.bedges = c.declareSet(g.nbedge, "bedges");
  m.cells = c.declareSet(g.ncell, "cells");
  m.pedge = c.declareMap(m.edges, m.nodes, 2, g.edge.data(), "pedge");
  m.pecell = c.declareMap(m.edges, m.cells, 2, g.ecell.data(), "pecell");
  m.pbedge = c.declareMap(m.bedges, m.nodes, 2, g.bedge.data(), "pbedge");
  m.pbecell = c.declareMap(m.bedges, m.cells, 1, g.becell.data(), "pbecell");
  m.pcell = c.declareMap(m.cells, m.nodes, 4, g.cell.data(), "pcell");
  m.x = c.declareDat(m.nodes, 2, "double", sizeof(double), g.x.data(), "x");
  for (op_set s : {m.nodes, m.edges, m.bedges, m.cells})
    declareIds(c, s);
  return m;
}

std::string checkAgainstOriginal(AirfoilMesh &mesh) {
  loom::Context &c = *mesh.ctx;
  auto &g = mesh.grid;
  for (auto [map, original] :
       {std::pair{mesh.pedge, &g.edge}, std::pair{mesh.pecell, &g.ecell},
        std::pair{mesh.pbedge, &g.bedge}, std::pair{mesh.pbecell, &g.becell},
        std::pair{mesh.pcell, &g.cell}})
    if (std::string why = checkMap(c, map, *original); !why.empty())
      return why;
  const int *node = ids(c, mesh.nodes);
  const double *x = reinterpret_cast<const double *>(mesh.x->data);
  for (int n = 0; n < mesh.nodes->size; ++n)
    if (x[2 * n] != g.x[2 * node[n]] || x[2 * n + 1] != g.x[2 * node[n] + 1])
      return "dat x element " + std::to_string(n);
  return "";
}
