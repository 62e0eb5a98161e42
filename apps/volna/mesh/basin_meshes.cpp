#include "basin_meshes.h"

#include "loom/io/gmsh_reader.h"

#include <stdexcept>

namespace volna {

TriangleMesh generateRectangularBasin(int nx, int ny, double lx, double ly) {
  constexpr int maxCells = 4096;
  if (nx < 1 || ny < 1 || nx > maxCells || ny > maxCells)
    throw std::invalid_argument("basin size " + std::to_string(nx) + "x" +
                                std::to_string(ny) + " is outside 1x1.." +
                                std::to_string(maxCells) + "x" +
                                std::to_string(maxCells));
  std::vector<double> xy;
  xy.reserve(2 * static_cast<size_t>(nx + 1) * (ny + 1));
  for (int j = 0; j <= ny; ++j)
    for (int i = 0; i <= nx; ++i)
      xy.insert(xy.end(), {lx * i / nx, ly * j / ny});
  auto node = [nx](int i, int j) { return j * (nx + 1) + i; };
  std::vector<int> triangles;
  triangles.reserve(6 * static_cast<size_t>(nx) * ny);
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      int a = node(i, j), b = node(i + 1, j), c = node(i + 1, j + 1),
          d = node(i, j + 1);
      if ((i + j) % 2 == 0)
        triangles.insert(triangles.end(), {a, b, c, a, c, d});
      else
        triangles.insert(triangles.end(), {a, b, d, b, c, d});
    }
  return buildTriangleMesh(std::move(xy), std::move(triangles),
                           "built-in basin");
}

TriangleMesh readTriangleMesh(const std::string &path) {
  loom::io::GmshMesh gmsh = loom::io::readGmsh(path);
  if (gmsh.numTets() > 0)
    throw std::runtime_error(path + ": a 3D mesh (" +
                             std::to_string(gmsh.numTets()) +
                             " tetrahedra); Volna needs a 2D triangle mesh");
  if (gmsh.numTriangles() == 0)
    throw std::runtime_error(path + ": no triangles in the mesh (Volna needs "
                                    "a 2D triangle mesh)");
  std::vector<double> xy(2 * static_cast<size_t>(gmsh.numNodes()));
  for (int n = 0; n < gmsh.numNodes(); ++n) {
    xy[2 * n] = gmsh.nodes[3 * static_cast<size_t>(n)];
    xy[2 * n + 1] = gmsh.nodes[3 * static_cast<size_t>(n) + 1];
  }
  return buildTriangleMesh(std::move(xy), std::move(gmsh.triangles), path);
}

} // namespace volna
