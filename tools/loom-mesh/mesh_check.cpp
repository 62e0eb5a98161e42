#include "mesh_check.h"

#include "hdf5_contents.h"
#include "loom/airfoil_mesh/airfoil_hdf5.h"
#include "mesh_format.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"
#include "loom/io/gmsh_reader.h"

#include <map>

namespace loom::tools {

namespace {

using loom::hdf5::fail;

void checkAttributes(const std::string &path, const Hdf5Object &o,
                     const std::map<std::string, int> &sets) {
  std::string object = std::string(hdf5KindName(o.kind)) + " '" + o.name + "'";
  if (!o.type.empty())
    loom::hdf5::elementTypeFromName(path, object, o.type);
  if (o.kind == Hdf5Object::Kind::Const) {
    if (o.shape[0] != static_cast<std::uint64_t>(o.dim))
      fail(path, object,
           "holds " + std::to_string(o.shape[0]) + " values but dim is " +
               std::to_string(o.dim));
    return;
  }
  if (o.kind != Hdf5Object::Kind::Map && o.kind != Hdf5Object::Kind::Dat)
    return;
  if (o.dim >= 0 && o.shape[1] != static_cast<std::uint64_t>(o.dim))
    fail(path, object,
         "has " + std::to_string(o.shape[1]) + " columns but dim is " +
             std::to_string(o.dim));
  if (o.kind == Hdf5Object::Kind::Dat && o.size >= 0 && !o.type.empty()) {
    int bytes = static_cast<int>(o.shape[1]) *
                loom::hdf5::elementBytes(
                    loom::hdf5::elementTypeFromName(path, object, o.type));
    if (o.size != bytes)
      fail(path, object,
           "attribute size is " + std::to_string(o.size) + " but " +
               std::to_string(o.shape[1]) + " " + o.type + " values take " +
               std::to_string(bytes) + " bytes");
  }
  if (sets.empty())
    return;
  for (const auto &[name, size] : sets)
    if (static_cast<std::uint64_t>(size) == o.shape[0])
      return;
  fail(path, object,
       "has " + std::to_string(o.shape[0]) +
           " rows, the size of no set in the file");
}

std::string checkHdf5(const std::string &path) {
  std::vector<Hdf5Object> objects = listHdf5Objects(path);
  std::map<std::string, int> sets;
  std::map<Hdf5Object::Kind, int> counts;
  for (const Hdf5Object &o : objects) {
    ++counts[o.kind];
    if (o.kind == Hdf5Object::Kind::Set)
      sets[o.name] = o.setSize;
  }
  for (const Hdf5Object &o : objects)
    checkAttributes(path, o, sets);
  std::string layout = "OP2 layout";
  if (io::hasAirfoilLayout(path)) {
    io::AirfoilGrid g = io::readAirfoilHdf5(path);
    for (int e = 0; e < g.nbedge; ++e)
      if (g.bound[e] != 1 && g.bound[e] != 2)
        fail(path, "dat 'p_bound'",
             "bedge " + std::to_string(e) +
                 " bound = " + std::to_string(g.bound[e]) +
                 " is not 1 (wall) or 2 (far field)");
    layout = "Airfoil layout, map ranges checked";
  } else if (sets.count("nodes") && sets.count("cells")) {
    loom::hdf5::File file(path, loom::hdf5::File::Mode::ReadOnly);
    if (file.hasDataset("pcell")) {
      auto shape = file.openDataset("pcell").shape();
      int dim = shape.size() == 2 ? static_cast<int>(shape[1]) : 1;
      loom::hdf5::readMap(file, "pcell", sets["cells"], dim, sets["nodes"]);
      layout = "cell mesh layout, pcell range checked";
    }
  }
  return path + ": ok (" + layout +
         "): " + std::to_string(counts[Hdf5Object::Kind::Set]) + " sets, " +
         std::to_string(counts[Hdf5Object::Kind::Map]) + " maps, " +
         std::to_string(counts[Hdf5Object::Kind::Dat]) + " dats, " +
         std::to_string(counts[Hdf5Object::Kind::Const]) + " consts";
}

} // namespace

std::string checkMeshFile(const std::string &path) {
  switch (meshFormatOf(path)) {
  case MeshFormat::AirfoilAscii: {
    io::AirfoilGrid g = io::readAirfoilGrid(path);
    return path + ": ok: " + std::to_string(g.nnode) + " nodes, " +
           std::to_string(g.ncell) + " cells, " + std::to_string(g.nedge) +
           " edges, " + std::to_string(g.nbedge) + " boundary edges";
  }
  case MeshFormat::Gmsh: {
    io::GmshMesh m = io::readGmsh(path);
    return path + ": ok: " + std::to_string(m.numNodes()) + " nodes, " +
           std::to_string(m.numTets()) + " tetrahedra, " +
           std::to_string(m.numTriangles()) + " triangles";
  }
  case MeshFormat::Hdf5:
    return checkHdf5(path);
  }
  return path;
}

} // namespace loom::tools
