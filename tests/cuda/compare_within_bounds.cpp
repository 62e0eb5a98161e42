// compare_within_bounds <expected> <actual> <allowances>: two program
// outputs, value by value, against a third file of the same shape giving
// each token's allowance (random_maps_bounds writes one): '=' where the
// tokens must be equal text, a number A >= 0 where both tokens must be
// numbers with |actual - expected| <= A. Prints the lines outside their
// allowances (the first 10), then one summary line with the largest
// |actual - expected| / A. Exit 0 if every value is within, 1 if not, and
// 1 with one `loom: error:` line for an unreadable file or an allowances
// file that does not describe the expected output.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "loom: error: compare_within_bounds: %s\n",
               message.c_str());
  std::exit(1);
}

std::vector<std::vector<std::string>> readTokens(const char *path) {
  std::ifstream in(path);
  if (!in)
    fail(std::string("cannot read '") + path + "'");
  std::vector<std::vector<std::string>> lines;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    lines.emplace_back();
    for (std::string token; words >> token;)
      lines.back().push_back(token);
  }
  return lines;
}

bool asNumber(const std::string &token, double &value) {
  char *end = nullptr;
  value = std::strtod(token.c_str(), &end);
  return end != token.c_str() && *end == '\0';
}

std::string joined(const std::vector<std::string> &tokens) {
  std::string text;
  for (const std::string &token : tokens)
    text += (text.empty() ? "" : " ") + token;
  return text;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 4)
    fail("expected 3 arguments, got " + std::to_string(argc - 1) +
         " (usage: compare_within_bounds EXPECTED ACTUAL ALLOWANCES)");
  const auto expected = readTokens(argv[1]);
  const auto actual = readTokens(argv[2]);
  const auto allowed = readTokens(argv[3]);
  if (allowed.size() != expected.size())
    fail(std::string(argv[3]) + " has " + std::to_string(allowed.size()) +
         " lines for the " + std::to_string(expected.size()) + " lines of " +
         argv[1]);
  if (actual.size() != expected.size()) {
    std::printf("line counts differ: %zu expected, %zu actual\n",
                expected.size(), actual.size());
    return 1;
  }
  int outside = 0, values = 0;
  double worst = 0;
  size_t worst_line = 0;
  for (size_t l = 0; l < expected.size(); ++l) {
    const auto &e = expected[l], &a = actual[l], &limits = allowed[l];
    const std::string where =
        std::string(argv[3]) + ":" + std::to_string(l + 1) + ": ";
    if (limits.size() != e.size())
      fail(where + std::to_string(limits.size()) + " allowances for " +
           std::to_string(e.size()) + " expected tokens");
    bool within = a.size() == e.size();
    for (size_t t = 0; a.size() == e.size() && t < e.size(); ++t) {
      if (limits[t] == "=") {
        within = within && a[t] == e[t];
        continue;
      }
      double limit, ve, va;
      if (!asNumber(limits[t], limit) || !std::isfinite(limit) || limit < 0)
        fail(where + "token " + std::to_string(t + 1) + " '" + limits[t] +
             "' is neither '=' nor a finite allowance >= 0");
      if (!asNumber(e[t], ve))
        fail(where + "allowance " + limits[t] + " for the expected token '" +
             e[t] + "', which is not a number");
      ++values;
      if (!asNumber(a[t], va)) {
        within = false;
        continue;
      }
      if (va == ve)
        continue; // equal (infinities included)
      const double gap = std::fabs(va - ve);
      if (!(gap <= limit))
        within = false;
      const double ratio = limit > 0 ? gap / limit : INFINITY;
      if (!(ratio <= worst)) {
        worst = ratio;
        worst_line = l + 1;
      }
    }
    if (!within && ++outside <= 10)
      std::printf("line %zu outside its allowances:\n  expected:   %s\n  "
                  "actual:     %s\n  allowances: %s\n",
                  l + 1, joined(e).c_str(), joined(a).c_str(),
                  joined(limits).c_str());
  }
  std::printf("%s: %d of %zu lines outside their allowances (%d values); "
              "largest |actual - expected| / allowance %.3g",
              outside ? "DIFFERS" : "ok", outside, expected.size(), values,
              worst);
  if (worst_line)
    std::printf(" (line %zu)", worst_line);
  std::printf("\n");
  return outside ? 1 : 0;
}
