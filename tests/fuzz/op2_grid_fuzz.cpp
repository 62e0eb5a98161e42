// libFuzzer target: the OP2 Airfoil grid reader on arbitrary text. Every
// input must either give a consistent grid (array sizes match the counts,
// every index in range) or be rejected with a MeshError; anything else
// (another exception, a crash, a sanitizer report) is a finding.
#include "fuzz_check.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/io/mesh_error.h"

#include <cstddef>
#include <cstdint>
#include <string>

using loom::fuzz::allBelow;
using loom::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  loom::io::AirfoilGrid grid;
  try {
    grid = loom::io::parseAirfoilGrid("fuzz.dat", text);
  } catch (const loom::io::MeshError &) {
    return 0;
  }
  using Size = std::size_t;
  check(grid.x.size() == 2 * Size(grid.nnode), "op2 grid: x size");
  check(grid.cell.size() == 4 * Size(grid.ncell), "op2 grid: cell size");
  check(grid.edge.size() == 2 * Size(grid.nedge) &&
            grid.ecell.size() == 2 * Size(grid.nedge),
        "op2 grid: edge sizes");
  check(grid.bedge.size() == 2 * Size(grid.nbedge) &&
            grid.becell.size() == Size(grid.nbedge) &&
            grid.bound.size() == Size(grid.nbedge),
        "op2 grid: boundary edge sizes");
  check(allBelow(grid.cell, grid.nnode) && allBelow(grid.edge, grid.nnode) &&
            allBelow(grid.bedge, grid.nnode),
        "op2 grid: node index out of range accepted");
  check(allBelow(grid.ecell, grid.ncell) && allBelow(grid.becell, grid.ncell),
        "op2 grid: cell index out of range accepted");
  for (int b : grid.bound)
    check(b == 1 || b == 2, "op2 grid: bound outside {1, 2} accepted");
  return 0;
}
