// Command line and mesh input of the Airfoil application.
#include "airfoil_setup.h"

#include "loom/io/mesh_error.h"
#include "loom/airfoil_mesh/naca0012_generator.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string_view>
#include <vector>

namespace {

// The message on one line (CLI11 and others may wrap).
std::string oneLine(std::string s) {
  for (char &c : s)
    if (c == '\n' || c == '\r')
      c = ' ';
  while (!s.empty() && s.back() == ' ')
    s.pop_back();
  return s;
}

void printError(const std::string &what) {
  std::fprintf(stderr, "loom: error: %s\n", oneLine(what).c_str());
}

// "IxJ" with decimal I, J; false if malformed or out of int range.
bool parseMeshSize(std::string_view s, long long &I, long long &J) {
  const size_t x = s.find('x');
  if (x == std::string_view::npos)
    return false;
  auto whole = [](std::string_view t, long long &v) {
    if (t.empty() || t.size() > 12 || t[0] == '-' || t[0] == '+')
      return false;
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    return ec == std::errc() && p == t.data() + t.size();
  };
  return whole(s.substr(0, x), I) && whole(s.substr(x + 1), J);
}

} // namespace

int runAirfoilGuarded(int (*body)(int, char **), int argc, char **argv) {
  try {
    return body(argc, argv);
  } catch (const std::bad_alloc &) {
    printError("out of memory");
  } catch (const std::exception &e) {
    printError(e.what());
  } catch (...) {
    printError("unknown exception");
  }
  return 1;
}

int parseAirfoilCommandLine(int argc, char **argv, AirfoilOptions &opt) {
  CLI::App app{
      "OP2 Airfoil benchmark: 2D Euler solver around a NACA0012 airfoil"};
  app.add_option("MESH_FILE", opt.meshFile,
                 "OP2 ASCII grid file (default: built-in NACA0012 mesh)");
  app.add_option("--iterations", opt.iterations, "number of time steps")
      ->check(CLI::PositiveNumber);
  std::string size;
  app.add_option("--mesh-size", size,
                 "size IxJ of the built-in mesh (default 50x75)");
  app.add_option("--save-solution", opt.saveSolution,
                 "write the final p_q with op_print_dat_to_binfile");
  std::vector<char *> args;
  for (int i = 0; i < argc; ++i)
    if (i == 0 || std::strncmp(argv[i], "OP_", 3) != 0)
      args.push_back(argv[i]);
  try {
    app.parse(static_cast<int>(args.size()), args.data());
    if (!size.empty()) {
      long long I = 0, J = 0;
      if (!parseMeshSize(size, I, J) || I < 2 || J < 1)
        throw CLI::ValidationError("--mesh-size",
                                   "expected IxJ with I >= 2, J >= 1, got '" +
                                       size + "'");
      // I, J have at most 12 digits: the products fit in 64 bits.
      if (3 * I * J > loom::io::kNaca0012MaxCells ||
          (3 * I + 1) * (J + 1) > loom::io::kNaca0012MaxNodes)
        throw CLI::ValidationError(
            "--mesh-size",
            "'" + size + "' is too large for the built-in generator (at most " +
                std::to_string(loom::io::kNaca0012MaxCells) +
                " cells = 3*I*J and " +
                std::to_string(loom::io::kNaca0012MaxNodes) +
                " nodes = (3*I+1)*(J+1))");
      opt.meshI = static_cast<int>(I);
      opt.meshJ = static_cast<int>(J);
      if (!opt.meshFile.empty())
        throw CLI::ValidationError("--mesh-size",
                                   "cannot be combined with a MESH_FILE");
    }
  } catch (const CLI::ParseError &e) {
    if (e.get_exit_code() == 0)
      return app.exit(e); // --help
    printError(e.what());
    return 1;
  }
  return -1;
}

bool loadAirfoilGrid(const AirfoilOptions &opt, loom::io::AirfoilGrid &grid) {
  try {
    if (opt.meshFile.empty())
      grid = loom::io::generateNaca0012(opt.meshI, opt.meshJ);
    else
      grid = loom::io::readAirfoilGrid(opt.meshFile);
  } catch (const std::exception &e) {
    printError(e.what());
    return false;
  }
  return true;
}
