// compare_numbers A abs_le B | A ge B | A close B TOL: exit status 0 when
// |A| <= B, A >= B, or |A - B| <= TOL * max(|A|, |B|) respectively (the
// floating-point comparisons check_volna.cmake needs). Exit 1 otherwise,
// 2 on a malformed command line.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

bool parse(const char *text, double &value) {
  char *end = nullptr;
  value = std::strtod(text, &end);
  return end != text && *end == '\0';
}

} // namespace

int main(int argc, char **argv) {
  double a = 0, b = 0, tol = 0;
  if ((argc != 4 && argc != 5) || !parse(argv[1], a) || !parse(argv[3], b) ||
      (argc == 5 && !parse(argv[4], tol))) {
    std::fprintf(stderr, "usage: compare_numbers A abs_le|ge|close B [TOL]\n");
    return 2;
  }
  const char *op = argv[2];
  bool holds = false;
  if (std::strcmp(op, "abs_le") == 0)
    holds = std::fabs(a) <= b;
  else if (std::strcmp(op, "ge") == 0)
    holds = a >= b;
  else if (std::strcmp(op, "close") == 0 && argc == 5)
    holds = std::fabs(a - b) <= tol * std::fmax(std::fabs(a), std::fabs(b));
  else
    return 2;
  return holds ? 0 : 1;
}
