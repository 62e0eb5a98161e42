// compare_solutions A B TOLERANCE: compares two dats written by
// op_print_dat_to_binfile (int size, int dim, then size*dim doubles).
// TOLERANCE 0 demands bitwise equality; otherwise every value must agree to
// that relative difference, normwise per component: |a - b| <= tol * m_k,
// where m_k is the largest magnitude of component k in A (values near zero,
// such as a momentum that vanishes somewhere, are measured against their
// field's scale, not their own). Prints the largest difference found and the
// largest elementwise one; exit status 0 when within tolerance.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace {

struct Dat {
  int size = 0, dim = 0;
  std::vector<double> values;
};

bool load(const char *path, Dat &dat) {
  std::ifstream in(path, std::ios::binary);
  if (!in.read(reinterpret_cast<char *>(&dat.size), sizeof(int)) ||
      !in.read(reinterpret_cast<char *>(&dat.dim), sizeof(int)) ||
      dat.size < 0 || dat.dim <= 0) {
    std::fprintf(stderr, "%s: not a dat file (bad header)\n", path);
    return false;
  }
  dat.values.resize(static_cast<size_t>(dat.size) * dat.dim);
  if (!in.read(
          reinterpret_cast<char *>(dat.values.data()),
          static_cast<std::streamsize>(dat.values.size() * sizeof(double))) ||
      in.peek() != EOF) {
    std::fprintf(stderr, "%s: expected %zu doubles after the header\n", path,
                 dat.values.size());
    return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s A B TOLERANCE\n", argv[0]);
    return 2;
  }
  Dat a, b;
  if (!load(argv[1], a) || !load(argv[2], b))
    return 1;
  if (a.size != b.size || a.dim != b.dim) {
    std::fprintf(stderr, "shape differs: %d x %d vs %d x %d\n", a.size, a.dim,
                 b.size, b.dim);
    return 1;
  }
  const double tol = std::strtod(argv[3], nullptr);
  std::vector<double> scale(a.dim, 0.0);
  for (size_t i = 0; i < a.values.size(); ++i)
    scale[i % a.dim] = std::fmax(scale[i % a.dim], std::fabs(a.values[i]));
  double worst = 0, worstElementwise = 0;
  size_t worstAt = 0, differing = 0;
  for (size_t i = 0; i < a.values.size(); ++i) {
    double x = a.values[i], y = b.values[i];
    if (std::memcmp(&x, &y, sizeof(double)) == 0)
      continue;
    ++differing;
    double diff = std::fabs(x - y);
    double m = scale[i % a.dim];
    double rel = m > 0 ? diff / m : diff;
    if (std::isnan(rel))
      rel = INFINITY;
    if (rel >= worst) {
      worst = rel;
      worstAt = i;
    }
    double own = std::fmax(std::fabs(x), std::fabs(y));
    worstElementwise = std::fmax(worstElementwise, own > 0 ? diff / own : diff);
  }
  std::printf("%zu of %zu values differ; largest relative difference %.3e "
              "(value %zu; elementwise %.3e)\n",
              differing, a.values.size(), worst, worstAt, worstElementwise);
  bool ok = tol == 0 ? differing == 0 : worst <= tol;
  if (!ok)
    std::fprintf(stderr, "exceeds tolerance %g\n", tol);
  return ok ? 0 : 1;
}
