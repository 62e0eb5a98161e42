// compare_outputs <expected> <actual> <tolerance>: the two program outputs
// must have the same lines and tokens; tokens that are numbers may differ by
// `tolerance` relative, normwise per line (||a - e|| <= tol * ||e||, with
// ||e|| = 0 demanding equality); every other token must match exactly.
// Exit 0: the same; 1: they differ (the lines printed); 2: it could not
// compare (one "loom: error:" line: a bad argument, a file not read), so a
// caller never takes a failure to compare for a difference.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::vector<std::string> readLines(const char *path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "loom: error: compare_outputs: cannot read '%s'\n",
                 path);
    std::exit(2);
  }
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

bool asNumber(const std::string &token, double &value) {
  char *end = nullptr;
  value = std::strtod(token.c_str(), &end);
  return end != token.c_str() && *end == '\0';
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 4) {
    std::fprintf(stderr,
                 "loom: error: compare_outputs: expected 3 arguments "
                 "(EXPECTED ACTUAL TOLERANCE), got %d\n",
                 argc - 1);
    return 2;
  }
  double tol = 0;
  if (!asNumber(argv[3], tol) || !(tol >= 0)) {
    std::fprintf(stderr,
                 "loom: error: compare_outputs: tolerance '%s' is not a "
                 "number >= 0\n",
                 argv[3]);
    return 2;
  }
  std::vector<std::string> expected = readLines(argv[1]);
  std::vector<std::string> actual = readLines(argv[2]);
  if (expected.size() != actual.size()) {
    std::printf("line counts differ: %zu expected, %zu actual\n",
                expected.size(), actual.size());
    return 1;
  }
  int failures = 0;
  for (size_t l = 0; l < expected.size(); ++l) {
    std::istringstream e(expected[l]), a(actual[l]);
    std::string te, ta;
    double diff2 = 0, norm2 = 0;
    bool same = true;
    while (true) {
      bool more_e = static_cast<bool>(e >> te);
      bool more_a = static_cast<bool>(a >> ta);
      if (more_e != more_a) {
        same = false;
        break;
      }
      if (!more_e)
        break;
      double ve, va;
      if (asNumber(te, ve) && asNumber(ta, va)) {
        diff2 += (va - ve) * (va - ve);
        norm2 += ve * ve;
      } else if (te != ta) {
        same = false;
      }
    }
    if (!same || std::sqrt(diff2) > tol * std::sqrt(norm2)) {
      std::printf("line %zu differs:\n  expected: %s\n  actual:   %s\n", l + 1,
                  expected[l].c_str(), actual[l].c_str());
      if (++failures == 10)
        break;
    }
  }
  return failures ? 1 : 0;
}
