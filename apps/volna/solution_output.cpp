#include "solution_output.h"

#include "loom/fileio/output_file.h"

#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace {

// Writes `text` to `path` through loom/fileio/output_file.h.
void writeFileAtomically(const std::string &path, const std::string &text) {
  try {
    loom::fileio::writeOutputFile(path, text);
  } catch (const loom::fileio::OutputError &e) {
    throw std::runtime_error(e.what());
  }
}

template <typename Value>
void dataArray(std::ostringstream &out, const char *name, int components,
               const std::vector<Value> &data, const char *type) {
  out << "        <DataArray type=\"" << type << "\" Name=\"" << name
      << "\" NumberOfComponents=\"" << components << "\" format=\"ascii\">\n";
  for (size_t i = 0; i < data.size(); ++i)
    out << (i % 12 == 0 ? "          " : " ") << data[i]
        << (i % 12 == 11 || i + 1 == data.size() ? "\n" : "");
  out << "        </DataArray>\n";
}

} // namespace

SolutionOutput::SolutionOutput(std::string folder, std::vector<double> xy,
                               std::vector<int> cellNodes)
    : folder_(std::move(folder)), xy_(std::move(xy)),
      cellNodes_(std::move(cellNodes)) {
  // The folder must exist, as for every Loom output.
  try {
    loom::fileio::checkOutputFolder(folder_);
  } catch (const loom::fileio::OutputError &e) {
    throw std::runtime_error(std::string("--output ") + e.what());
  }
  series_ = "step,time,volume,max_surface,max_speed\n";
}

void SolutionOutput::writeSnapshot(int step, double time,
                                   const std::vector<float> &values) {
  const size_t nnode = xy_.size() / 2, ncell = cellNodes_.size() / 3;
  if (values.size() != 4 * ncell)
    throw std::logic_error("snapshot of the wrong size");

  std::vector<float> depth(ncell), velocity(3 * ncell), bed(ncell),
      surface(ncell);
  for (size_t c = 0; c < ncell; ++c) {
    const float h = values[4 * c], z = values[4 * c + 3];
    depth[c] = h;
    bed[c] = z;
    surface[c] = h + z;
    velocity[3 * c] = h > 0 ? values[4 * c + 1] / h : 0.0f;
    velocity[3 * c + 1] = h > 0 ? values[4 * c + 2] / h : 0.0f;
    velocity[3 * c + 2] = 0.0f;
  }
  std::vector<double> points(3 * nnode);
  for (size_t n = 0; n < nnode; ++n) {
    points[3 * n] = xy_[2 * n];
    points[3 * n + 1] = xy_[2 * n + 1];
  }
  std::vector<int> offsets(ncell), types(ncell, 5); // 5: VTK_TRIANGLE
  for (size_t c = 0; c < ncell; ++c)
    offsets[c] = static_cast<int>(3 * (c + 1));

  std::ostringstream out;
  out.precision(9);
  out << "<?xml version=\"1.0\"?>\n"
         "<VTKFile type=\"UnstructuredGrid\" version=\"1.0\" "
         "byte_order=\"LittleEndian\">\n"
         "  <UnstructuredGrid>\n"
      << "    <Piece NumberOfPoints=\"" << nnode << "\" NumberOfCells=\""
      << ncell << "\">\n"
      << "      <Points>\n";
  dataArray(out, "points", 3, points, "Float64");
  out << "      </Points>\n      <Cells>\n";
  dataArray(out, "connectivity", 1, cellNodes_, "Int32");
  dataArray(out, "offsets", 1, offsets, "Int32");
  dataArray(out, "types", 1, types, "Int32");
  out << "      </Cells>\n      <CellData Scalars=\"h\" "
         "Vectors=\"velocity\">\n";
  dataArray(out, "h", 1, depth, "Float32");
  dataArray(out, "velocity", 3, velocity, "Float32");
  dataArray(out, "bed", 1, bed, "Float32");
  dataArray(out, "surface", 1, surface, "Float32");
  out << "      </CellData>\n    </Piece>\n  </UnstructuredGrid>\n"
         "</VTKFile>\n";

  char name[32];
  std::snprintf(name, sizeof name, "volna_%06d.vtu", step);
  writeFileAtomically(folder_ + "/" + name, out.str());
  snapshots_.emplace_back(time, name);
  writePvd();
}

void SolutionOutput::writePvd() const {
  std::ostringstream out;
  out.precision(9);
  out << "<?xml version=\"1.0\"?>\n"
         "<VTKFile type=\"Collection\" version=\"1.0\">\n  <Collection>\n";
  for (const auto &[time, file] : snapshots_)
    out << "    <DataSet timestep=\"" << time << "\" file=\"" << file
        << "\"/>\n";
  out << "  </Collection>\n</VTKFile>\n";
  writeFileAtomically(folder_ + "/volna.pvd", out.str());
}

void SolutionOutput::appendSeries(int step, double time, double volume,
                                  float maxSurface, float maxSpeed) {
  char row[160];
  std::snprintf(row, sizeof row, "%d,%.9e,%.9e,%.7e,%.7e\n", step, time, volume,
                maxSurface, maxSpeed);
  series_ += row;
  writeFileAtomically(folder_ + "/volna.csv", series_);
}
