#include "mesh_summary.h"

#include "hdf5_contents.h"
#include "mesh_format.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/hdf5/h5_file.h"
#include "loom/io/gmsh_reader.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace loom::tools {

namespace {

// "[min, max]" of every `stride`-th value starting at `first`.
template <typename T>
std::string range(const std::vector<T> &values, std::size_t first = 0,
                  std::size_t stride = 1) {
  if (values.size() <= first)
    return "[]";
  T lo = values[first], hi = values[first];
  for (std::size_t i = first; i < values.size(); i += stride) {
    lo = std::min(lo, values[i]);
    hi = std::max(hi, values[i]);
  }
  std::ostringstream s;
  s << '[' << lo << ", " << hi << ']';
  return s.str();
}

std::string shapeText(const std::vector<std::uint64_t> &shape) {
  std::string text;
  for (std::uint64_t extent : shape)
    text += (text.empty() ? "" : " x ") + std::to_string(extent);
  return "[" + text + "]";
}

void summariseHdf5(const std::string &path, std::ostream &out) {
  std::vector<Hdf5Object> objects = listHdf5Objects(path);
  out << path << ": " << meshFormatName(MeshFormat::Hdf5) << ", "
      << objects.size() << " datasets\n";
  loom::hdf5::File file(path, loom::hdf5::File::Mode::ReadOnly);
  for (const Hdf5Object &o : objects) {
    out << "  " << hdf5KindName(o.kind) << ' ' << o.name;
    if (o.kind == Hdf5Object::Kind::Set) {
      out << ": " << o.setSize << " elements\n";
      continue;
    }
    out << ' ' << shapeText(o.shape);
    if (!o.type.empty())
      out << ' ' << o.type;
    loom::hdf5::Dataset dataset = file.openDataset(o.name);
    std::vector<double> values(dataset.elementCount());
    dataset.read(loom::hdf5::ElementType::Double, values.size(), values.data());
    out << " range " << range(values) << '\n';
  }
}

} // namespace

void printMeshSummary(const std::string &path, std::ostream &out) {
  switch (meshFormatOf(path)) {
  case MeshFormat::AirfoilAscii: {
    io::AirfoilGrid g = io::readAirfoilGrid(path);
    out << path << ": " << meshFormatName(MeshFormat::AirfoilAscii) << '\n'
        << "  nodes " << g.nnode << ", x " << range(g.x, 0, 2) << ", y "
        << range(g.x, 1, 2) << '\n'
        << "  cells " << g.ncell << " (4 nodes each)\n"
        << "  edges " << g.nedge << " (2 nodes, 2 cells each)\n"
        << "  bedges " << g.nbedge << " (2 nodes, 1 cell each), bound "
        << range(g.bound) << '\n';
    return;
  }
  case MeshFormat::Gmsh: {
    io::GmshMesh m = io::readGmsh(path);
    out << path << ": " << meshFormatName(MeshFormat::Gmsh) << ", dimension "
        << m.dim << '\n'
        << "  nodes " << m.numNodes() << ", x " << range(m.nodes, 0, 3)
        << ", y " << range(m.nodes, 1, 3) << ", z " << range(m.nodes, 2, 3)
        << '\n'
        << "  tetrahedra " << m.numTets() << ", triangles " << m.numTriangles()
        << ", lines " << m.numLines() << ", skipped " << m.skippedElements
        << '\n';
    return;
  }
  case MeshFormat::Hdf5:
    summariseHdf5(path, out);
    return;
  }
}

} // namespace loom::tools
