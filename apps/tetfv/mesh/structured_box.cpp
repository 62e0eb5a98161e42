// Built-in structured tet mesh: a box of cubes, 6 tets per cube.
#include "face_adjacency.h"
#include "instances.h"

#include <array>
#include <stdexcept>
#include <string>

namespace tetfv {

TetGraph structuredBox(int nx, int ny, int nz) {
  if (nx < 1 || ny < 1 || nz < 1 ||
      static_cast<long long>(nx) * ny * nz > 300'000'000LL / 6)
    throw std::invalid_argument(
        "structured box: size " + std::to_string(nx) + "x" +
        std::to_string(ny) + "x" + std::to_string(nz) +
        " must be at least 1x1x1 and at most 5e7 cubes");
  const auto node = [&](int i, int j, int k) {
    return i + (nx + 1) * (j + (ny + 1) * k);
  };
  std::vector<double> xyz(3 * static_cast<size_t>(nx + 1) * (ny + 1) *
                          (nz + 1));
  for (int k = 0; k <= nz; ++k)
    for (int j = 0; j <= ny; ++j)
      for (int i = 0; i <= nx; ++i) {
        double *p = &xyz[3 * static_cast<size_t>(node(i, j, k))];
        p[0] = i, p[1] = j, p[2] = k;
      }
  // The six axis orders: each tet walks from corner (0,0,0) to (1,1,1)
  // adding one unit vector at a time.
  static const std::array<std::array<int, 3>, 6> orders{
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  std::vector<int> tets;
  tets.reserve(24 * static_cast<size_t>(nx) * ny * nz);
  for (int k = 0; k < nz; ++k)
    for (int j = 0; j < ny; ++j)
      for (int i = 0; i < nx; ++i)
        for (const auto &order : orders) {
          int c[3] = {i, j, k};
          tets.push_back(node(c[0], c[1], c[2]));
          for (int axis : order) {
            ++c[axis];
            tets.push_back(node(c[0], c[1], c[2]));
          }
        }
  return faceAdjacency(tets, xyz, "structured box");
}

} // namespace tetfv
