// Command line, mesh, geometry and initial state of the Volna application.
#include "volna_setup.h"

#include "basin_meshes.h"
#include "loom/command_line/decimal_integer.h"
#include "loom/core/context.h"
#include "loom/core/whole_number.h"
#include "loom/fileio/output_file.h"
#include "loom/reorder/reorder_mesh.h"
#include "test_problems.h"

#include "loom/core/guarded_main.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string_view>

namespace {

// "NXxNY" with decimal 1 <= NX, NY <= 4096 (no signs, nothing else).
bool parseBasinSize(std::string_view s, int &nx, int &ny) {
  const size_t x = s.find('x');
  if (x == std::string_view::npos)
    return false;
  auto whole = [](std::string_view t, int &v) {
    if (t.empty() || t[0] == '-' || t[0] == '+')
      return false;
    const std::optional<long long> value = loom::wholeNumber(t, 1, 4096);
    v = static_cast<int>(value.value_or(0));
    return value.has_value();
  };
  return whole(s.substr(0, x), nx) && whole(s.substr(x + 1), ny);
}

// A check of a number option: `ok` or "expected <what>, got '<text>'" (a
// text that is no number is left to the option's own conversion error; an
// empty one, which CLI11 would read as 0, and one out of a double's range,
// which it would read as infinity, are not).
template <typename Ok>
CLI::Validator numberCheck(Ok ok, const std::string &what,
                           const std::string &name) {
  return CLI::Validator(
      [ok, what](std::string &text) {
        double v = 0;
        try {
          v = std::stod(text);
        } catch (const std::invalid_argument &) {
          if (!text.empty())
            return std::string();
          return "expected " + what + ", got ''";
        } catch (const std::out_of_range &) {
          return "expected " + what + ", got '" + text +
                 "', beyond a double's range";
        }
        return ok(v) ? std::string()
                     : "expected " + what + ", got '" + text + "'";
      },
      name);
}

// CLI11's ranges let NaN through (every comparison with it is false).
const CLI::Validator kFinite = numberCheck(
    [](double v) { return std::isfinite(v); }, "a finite number", "FINITE");

// A number above zero; the message quotes the value (CLI11's PositiveNumber
// prints the whole range, a 300-digit number).
const CLI::Validator kPositive = numberCheck([](double v) { return v > 0; },
                                             "a positive number", "POSITIVE");

// The solver's time is a float: an end time it cannot hold would stop
// nothing (1e-300 becomes 0, and every step then has length 0).
const CLI::Validator kFloatTime = numberCheck(
    [](double v) { return v >= FLT_MIN && v <= FLT_MAX; },
    "a positive time a float holds (1.2e-38 to 3.4e+38)", "FLOAT_TIME");

} // namespace

int parseVolnaCommandLine(int argc, char **argv, VolnaOptions &opt) {
  CLI::App app{"Volna: shallow-water finite volumes on unstructured "
               "triangles (first order, well balanced, wetting and drying)"};
  app.add_option("MESH_FILE", opt.meshFile,
                 "gmsh triangle mesh (default: built-in rectangular basin)");
  app.add_option("--problem", opt.problem, "lake, dambreak or wave")
      ->check(CLI::IsMember({"lake", "dambreak", "wave"}));
  std::string size;
  app.add_option("--mesh-size", size,
                 "squares NXxNY of the built-in basin (default 80x40)");
  app.add_option("--steps", opt.steps, "number of time steps")
      ->transform(loom::command_line::kDecimalInteger)
      ->check(CLI::Range(1, 100000000));
  app.add_option("--end-time", opt.endTime, "stop at this simulated time")
      ->check(kFloatTime);
  app.add_option("--cfl", opt.cfl, "Courant number (0, 0.5]")
      ->check(kFinite & CLI::Range(1e-3f, 0.5f));
  app.add_flag("--rk2", opt.rk2, "Heun's second-order time stepping");
  app.add_option("--report-every", opt.reportEvery, "steps between reports")
      ->transform(loom::command_line::kDecimalInteger)
      ->check(kPositive);
  app.add_option("--output", opt.outputFolder,
                 "folder for .vtu snapshots, volna.pvd and volna.csv");
  app.add_option("--snapshot-every", opt.snapshotEvery,
                 "steps between .vtu snapshots (default: --report-every)")
      ->transform(loom::command_line::kDecimalInteger)
      ->check(kPositive);
  app.add_option(
      "--strategy", opt.strategy,
      "per-loop execution strategy, as LOOM_CUDA_STRATEGY for the CUDA "
      "builds (e.g. compute_fluxes=global:128,*=hier) or LOOM_STRATEGY "
      "for the CPU builds (e.g. compute_fluxes=global,*=block:512)");
  app.add_option("--reorder", opt.reorder,
                 "renumber the mesh: none, rcm, gps, partition (or metis) or "
                 "random (default: LOOM_REORDER, else none)")
      ->check(CLI::IsMember(
          {"none", "rcm", "gps", "partition", "metis", "random"}));
  std::vector<char *> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || std::strncmp(argv[i], "OP_", 3) != 0)
      args.push_back(argv[i]);
  try {
    app.parse(static_cast<int>(args.size()), args.data());
    if (!size.empty()) {
      if (!parseBasinSize(size, opt.nx, opt.ny))
        throw CLI::ValidationError("--mesh-size",
                                   "expected NXxNY with 1 <= NX, NY <= 4096, "
                                   "got '" +
                                       size + "'");
      if (!opt.meshFile.empty())
        throw CLI::ValidationError("--mesh-size",
                                   "cannot be combined with a MESH_FILE");
    }
    // The output folder is checked before the work (it must exist).
    if (app.count("--output")) {
      try {
        loom::fileio::checkOutputFolder(opt.outputFolder);
      } catch (const loom::fileio::OutputError &e) {
        throw CLI::ValidationError("--output", e.what());
      }
    }
  } catch (const CLI::ParseError &e) {
    if (e.get_exit_code() == 0) {
      app.exit(e);
      return 0;
    }
    loom::printErrorLine(e.what());
    return 1;
  }
  return -1;
}

namespace {

Box boundingBox(const volna::TriangleMesh &mesh) {
  const double inf = std::numeric_limits<double>::infinity();
  Box box{inf, inf, -inf, -inf};
  for (int n = 0; n < mesh.numNodes(); ++n) {
    box.x0 = std::min(box.x0, mesh.x[2 * n]);
    box.y0 = std::min(box.y0, mesh.x[2 * n + 1]);
    box.x1 = std::max(box.x1, mesh.x[2 * n]);
    box.y1 = std::max(box.y1, mesh.x[2 * n + 1]);
  }
  return box;
}

// Length and unit normal (pointing to the right of a -> b) of the edge from
// node a to node b.
void edgeGeometry(const volna::TriangleMesh &mesh, int a, int b, float *normal,
                  float *length) {
  const double dx = mesh.x[2 * b] - mesh.x[2 * a];
  const double dy = mesh.x[2 * b + 1] - mesh.x[2 * a + 1];
  const double l = std::hypot(dx, dy);
  normal[0] = static_cast<float>(dy / l);
  normal[1] = static_cast<float>(-dx / l);
  *length = static_cast<float>(l);
}

} // namespace

VolnaInput setUpVolna(const VolnaOptions &opt) {
  const TestProblem problem = parseTestProblem(opt.problem);
  const volna::TriangleMesh mesh =
      opt.meshFile.empty() ? volna::generateRectangularBasin(
                                 opt.nx, opt.ny, 2.0 * opt.nx / opt.ny, 2.0)
                           : volna::readTriangleMesh(opt.meshFile);

  VolnaInput in;
  in.ncell = mesh.numCells();
  in.nedge = mesh.numEdges();
  in.nbedge = mesh.numBedges();
  in.edgeCells = mesh.edgeCells;
  in.nodeXY = mesh.x;
  in.cellNodes = mesh.cellNodes;
  in.bedgeCell = mesh.bedgeCell;

  const Box box = boundingBox(mesh);
  in.values.resize(4 * static_cast<size_t>(in.ncell));
  in.area.resize(in.ncell);
  in.radius.resize(in.ncell);
  for (int c = 0; c < in.ncell; ++c) {
    const int *t = &mesh.cellNodes[3 * static_cast<size_t>(c)];
    double cx = 0, cy = 0, perimeter = 0;
    for (int k = 0; k < 3; ++k) {
      const double *p = &mesh.x[2 * t[k]], *q = &mesh.x[2 * t[(k + 1) % 3]];
      cx += p[0] / 3;
      cy += p[1] / 3;
      perimeter += std::hypot(q[0] - p[0], q[1] - p[1]);
    }
    const double *a = &mesh.x[2 * t[0]], *b = &mesh.x[2 * t[1]],
                 *d = &mesh.x[2 * t[2]];
    const double area =
        0.5 * ((b[0] - a[0]) * (d[1] - a[1]) - (d[0] - a[0]) * (b[1] - a[1]));
    in.area[c] = static_cast<float>(area);
    in.radius[c] = static_cast<float>(2 * area / perimeter);
    initialState(problem, box, cx, cy, &in.values[4 * static_cast<size_t>(c)]);
  }

  in.edgeNormal.resize(2 * static_cast<size_t>(in.nedge));
  in.edgeLength.resize(in.nedge);
  for (int e = 0; e < in.nedge; ++e)
    edgeGeometry(mesh, mesh.edgeNodes[2 * e], mesh.edgeNodes[2 * e + 1],
                 &in.edgeNormal[2 * e], &in.edgeLength[e]);
  in.bedgeNormal.resize(2 * static_cast<size_t>(in.nbedge));
  in.bedgeLength.resize(in.nbedge);
  for (int e = 0; e < in.nbedge; ++e)
    edgeGeometry(mesh, mesh.bedgeNodes[2 * e], mesh.bedgeNodes[2 * e + 1],
                 &in.bedgeNormal[2 * e], &in.bedgeLength[e]);
  return in;
}

std::vector<int> reorderVolnaMesh(const VolnaOptions &opt, op_map edgeCells) {
  loom::Context &ctx = loom::context();
  const std::string &fromEnv = ctx.options().reorder;
  const std::string method =
      !opt.reorder.empty() ? opt.reorder : (fromEnv.empty() ? "none" : fromEnv);
  const auto m = loom::reorder::parseMethod(method, "--reorder");
  if (m == loom::reorder::Method::None)
    return {};
  loom::reorder::ReorderOptions options;
  options.blockSize = ctx.options().partSize;
  options.cacheDir = ctx.options().orderingCache;
  options.verbose = true;
  return loom::reorder::reorderMesh(ctx, edgeCells, m, options)
      .perSet[edgeCells->to->index];
}
