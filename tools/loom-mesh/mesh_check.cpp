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

// The readers' checks (loom/hdf5/op2_layout.h) on one object: attributes
// that agree with the data, finite values, and a map's or dat's row count
// equal to a set of the file.
void checkObject(const loom::hdf5::File &file, const Hdf5Object &o,
                 const std::map<std::string, int> &sets) {
  using namespace loom::hdf5;
  if (o.kind == Hdf5Object::Kind::Set || o.kind == Hdf5Object::Kind::Other)
    return;
  const char *kind = hdf5KindName(o.kind);
  std::string object = std::string(kind) + " '" + o.name + "'";
  Dataset dataset = file.openDataset(o.name);
  checkAttributes(file, dataset, kind);
  if (o.kind != Hdf5Object::Kind::Map) {
    ElementType type = *dataset.storedType();
    std::vector<char> values(dataset.elementCount() * elementBytes(type));
    dataset.read(type, dataset.elementCount(), values.data());
    int dim = o.shape.size() == 2 ? static_cast<int>(o.shape[1]) : 1;
    checkFinite(file, object, type, values.data(), dataset.elementCount(), dim);
  }
  if (o.kind == Hdf5Object::Kind::Const || sets.empty())
    return;
  for (const auto &[name, size] : sets)
    if (static_cast<std::uint64_t>(size) == o.shape[0])
      return;
  fail(file.path(), object,
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
  {
    loom::hdf5::File file(path, loom::hdf5::File::Mode::ReadOnly);
    for (const Hdf5Object &o : objects)
      checkObject(file, o, sets);
  }
  std::string layout = "OP2 layout";
  if (io::hasAirfoilLayout(path)) {
    // The reader checks map ranges, finite p_x and the bound flags.
    io::readAirfoilHdf5(path);
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
