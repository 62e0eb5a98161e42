#include "loom/airfoil_mesh/airfoil_hdf5.h"

#include "loom/hdf5/atomic_output.h"
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"

#include <cmath>
#include <vector>

namespace loom::io {

namespace {

// Airfoil's constants, computed as OP2's airfoil.cpp does (single-precision
// literals included) so that a run from the HDF5 file matches one from the
// ASCII grid bit for bit.
struct AirfoilConstants {
  double gam, gm1, cfl, eps, mach, alpha, qinf[4];
};

AirfoilConstants airfoilConstants() {
  AirfoilConstants c{};
  c.gam = 1.4f;
  c.gm1 = c.gam - 1.0f;
  c.cfl = 0.9f;
  c.eps = 0.05f;
  c.mach = 0.4f;
  c.alpha = 3.0f * std::atan(1.0f) / 45.0f;
  double p = 1.0f, r = 1.0f;
  double u = std::sqrt(c.gam * p / r) * c.mach;
  double e = p / (r * c.gm1) + 0.5f * u * u;
  c.qinf[0] = r;
  c.qinf[1] = r * u;
  c.qinf[2] = 0.0f;
  c.qinf[3] = r * e;
  return c;
}

// `values` as `real` values ("double", or "float" rounded from them).
std::vector<char> asReal(const std::vector<double> &values,
                         const std::string &real) {
  if (real == "double")
    return std::vector<char>(
        reinterpret_cast<const char *>(values.data()),
        reinterpret_cast<const char *>(values.data() + values.size()));
  std::vector<float> narrow(values.begin(), values.end());
  return std::vector<char>(
      reinterpret_cast<const char *>(narrow.data()),
      reinterpret_cast<const char *>(narrow.data() + narrow.size()));
}

} // namespace

void writeAirfoilHdf5(const AirfoilGrid &grid, const std::string &path,
                      const std::string &real) {
  using namespace loom::hdf5;
  if (real != "double" && real != "float")
    fail(path, "", "precision '" + real + "' is not double or float");
  AirfoilConstants c = airfoilConstants();
  std::vector<double> q(4 * static_cast<std::size_t>(grid.ncell));
  for (int n = 0; n < grid.ncell; ++n)
    for (int m = 0; m < 4; ++m)
      q[4 * n + m] = c.qinf[m];
  std::vector<double> zeros4(q.size(), 0.0);
  std::vector<double> zeros1(static_cast<std::size_t>(grid.ncell), 0.0);

  AtomicOutput output(path, /*keepExisting=*/false);
  File file(output.temporaryPath(), File::Mode::Create, output.target());
  writeSet(file, "nodes", grid.nnode);
  writeSet(file, "edges", grid.nedge);
  writeSet(file, "bedges", grid.nbedge);
  writeSet(file, "cells", grid.ncell);
  writeMap(file, "pedge", grid.nedge, 2, grid.edge.data());
  writeMap(file, "pecell", grid.nedge, 2, grid.ecell.data());
  writeMap(file, "pbedge", grid.nbedge, 2, grid.bedge.data());
  writeMap(file, "pbecell", grid.nbedge, 1, grid.becell.data());
  writeMap(file, "pcell", grid.ncell, 4, grid.cell.data());
  writeDat(file, "p_bound", grid.nbedge, 1, "int", grid.bound.data());
  writeDat(file, "p_x", grid.nnode, 2, real, asReal(grid.x, real).data());
  writeDat(file, "p_q", grid.ncell, 4, real, asReal(q, real).data());
  writeDat(file, "p_qold", grid.ncell, 4, real, asReal(zeros4, real).data());
  writeDat(file, "p_res", grid.ncell, 4, real, asReal(zeros4, real).data());
  writeDat(file, "p_adt", grid.ncell, 1, real, asReal(zeros1, real).data());
  const std::pair<const char *, double> scalars[] = {
      {"gam", c.gam}, {"gm1", c.gm1},   {"cfl", c.cfl},
      {"eps", c.eps}, {"mach", c.mach}, {"alpha", c.alpha}};
  for (const auto &[name, value] : scalars)
    writeConst(file, name, 1, real, asReal({value}, real).data());
  writeConst(file, "qinf", 4, real,
             asReal(std::vector<double>(c.qinf, c.qinf + 4), real).data());
  file.close();
  output.commit();
}

AirfoilGrid readAirfoilHdf5(const std::string &path) {
  using namespace loom::hdf5;
  File file(path, File::Mode::ReadOnly);
  AirfoilGrid g;
  g.nnode = readSetSize(file, "nodes");
  g.nedge = readSetSize(file, "edges");
  g.nbedge = readSetSize(file, "bedges");
  g.ncell = readSetSize(file, "cells");
  g.edge = readMap(file, "pedge", g.nedge, 2, g.nnode);
  g.ecell = readMap(file, "pecell", g.nedge, 2, g.ncell);
  g.bedge = readMap(file, "pbedge", g.nbedge, 2, g.nnode);
  g.becell = readMap(file, "pbecell", g.nbedge, 1, g.ncell);
  g.cell = readMap(file, "pcell", g.ncell, 4, g.nnode);
  std::vector<char> x = readDat(file, "p_x", g.nnode, 2, "double");
  g.x.resize(2 * static_cast<std::size_t>(g.nnode));
  std::copy(x.begin(), x.end(), reinterpret_cast<char *>(g.x.data()));
  std::vector<char> bound = readDat(file, "p_bound", g.nbedge, 1, "int");
  g.bound.resize(static_cast<std::size_t>(g.nbedge));
  std::copy(bound.begin(), bound.end(),
            reinterpret_cast<char *>(g.bound.data()));
  // The ASCII reader's checks (op2_grid_reader.cpp), with its words.
  const struct {
    const char *map, *element, *entry;
    const std::vector<int> &rows;
    int dim;
  } rowsWithoutRepeats[] = {{"pcell", "cell", "node", g.cell, 4},
                            {"pedge", "edge", "node", g.edge, 2},
                            {"pecell", "edge", "cell", g.ecell, 2},
                            {"pbedge", "bedge", "node", g.bedge, 2}};
  for (const auto &m : rowsWithoutRepeats)
    for (std::size_t i = 0; i < m.rows.size(); i += m.dim)
      if (const int *repeated = repeatedEntry(&m.rows[i], m.dim))
        fail(path, std::string("map '") + m.map + "'",
             std::string(m.element) + " " + std::to_string(i / m.dim) +
                 " repeats " + m.entry + " " + std::to_string(*repeated));
  for (int e = 0; e < g.nbedge; ++e)
    if (g.bound[e] != 1 && g.bound[e] != 2)
      fail(path, "dat 'p_bound'",
           "bedge " + std::to_string(e) +
               " bound = " + std::to_string(g.bound[e]) +
               " is not 1 (wall) or 2 (far field)");
  return g;
}

bool hasAirfoilLayout(const std::string &path) {
  loom::hdf5::File file(path, loom::hdf5::File::Mode::ReadOnly);
  for (const char *set : {"nodes", "edges", "bedges", "cells"})
    if (!file.hasDataset(set))
      return false;
  return true;
}

} // namespace loom::io
