#include "small_meshes.h"

namespace loom_test {

using loom::distributed::GlobalMap;
using loom::distributed::GlobalMesh;

int quadGridEdges(int nx, int ny) { return (nx - 1) * ny + nx * (ny - 1); }

GlobalMesh quadGridMesh(int nx, int ny) {
  auto node = [&](int i, int j) { return j * (nx + 1) + i; };
  auto cell = [&](int i, int j) { return j * nx + i; };
  GlobalMap pedge{"pedge", kEdges, kNodes, 2, {}};
  GlobalMap pecell{"pecell", kEdges, kCells, 2, {}};
  GlobalMap pbedge{"pbedge", kBedges, kNodes, 2, {}};
  GlobalMap pbecell{"pbecell", kBedges, kCells, 1, {}};
  GlobalMap pcell{"pcell", kCells, kNodes, 4, {}};
  // Interior vertical edges, between cells (i - 1, j) and (i, j).
  for (int j = 0; j < ny; ++j)
    for (int i = 1; i < nx; ++i) {
      pedge.entries.insert(pedge.entries.end(), {node(i, j), node(i, j + 1)});
      pecell.entries.insert(pecell.entries.end(), {cell(i - 1, j), cell(i, j)});
    }
  // Interior horizontal edges, between cells (i, j - 1) and (i, j).
  for (int j = 1; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      pedge.entries.insert(pedge.entries.end(), {node(i, j), node(i + 1, j)});
      pecell.entries.insert(pecell.entries.end(), {cell(i, j - 1), cell(i, j)});
    }
  // Boundary edges: bottom, top, left, right.
  auto boundary = [&](int n0, int n1, int c) {
    pbedge.entries.insert(pbedge.entries.end(), {n0, n1});
    pbecell.entries.push_back(c);
  };
  for (int i = 0; i < nx; ++i) {
    boundary(node(i, 0), node(i + 1, 0), cell(i, 0));
    boundary(node(i + 1, ny), node(i, ny), cell(i, ny - 1));
  }
  for (int j = 0; j < ny; ++j) {
    boundary(node(0, j + 1), node(0, j), cell(0, j));
    boundary(node(nx, j), node(nx, j + 1), cell(nx - 1, j));
  }
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i)
      pcell.entries.insert(
          pcell.entries.end(),
          {node(i, j), node(i + 1, j), node(i + 1, j + 1), node(i, j + 1)});
  GlobalMesh mesh;
  mesh.setNames = {"nodes", "edges", "bedges", "cells"};
  mesh.setSizes = {(nx + 1) * (ny + 1), quadGridEdges(nx, ny), 2 * (nx + ny),
                   nx * ny};
  mesh.maps = {pedge, pecell, pbedge, pbecell, pcell};
  return mesh;
}

GlobalMesh lineMesh(int n) {
  GlobalMap pecell{"pecell", 1, 0, 2, {}};
  for (int e = 0; e + 1 < n; ++e)
    pecell.entries.insert(pecell.entries.end(), {e, e + 1});
  GlobalMesh mesh;
  mesh.setNames = {"cells", "edges"};
  mesh.setSizes = {n, n - 1};
  mesh.maps = {pecell};
  return mesh;
}

} // namespace loom_test
