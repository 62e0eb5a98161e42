#include "expected_errors.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace loom::translator::test {
namespace {

constexpr std::string_view kMarker = "// LOOM-ERROR: @";

// Reads the unsigned number at `at`, moving past it; false without a digit.
bool readNumber(const std::string &text, size_t &at, unsigned &value) {
  size_t begin = at;
  value = 0;
  while (at < text.size() && text[at] >= '0' && text[at] <= '9' &&
         at - begin < 6)
    value = value * 10 + static_cast<unsigned>(text[at++] - '0');
  return at > begin;
}

} // namespace

std::vector<ExpectedError> expectedErrors(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    throw std::runtime_error(path + ": cannot be read");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);

  std::vector<ExpectedError> expected;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string &text = lines[i];
    size_t at = text.find(kMarker);
    if (at == std::string::npos)
      continue;
    std::string where = path;
    where += ':';
    where += std::to_string(i + 1);
    at += kMarker.size();
    const char sign = at < text.size() ? text[at++] : '\0';
    unsigned offset = 0, column = 0;
    if ((sign != '+' && sign != '-') || !readNumber(text, at, offset) ||
        at >= text.size() || text[at++] != ':' ||
        !readNumber(text, at, column) || column == 0 || at >= text.size() ||
        text[at++] != ' ' || at >= text.size())
      throw std::runtime_error(where + ": expected '// LOOM-ERROR: @+N:C "
                                       "message' or '@-N:C message'");
    const long line = static_cast<long>(i + 1) +
                      (sign == '+' ? 1L : -1L) * static_cast<long>(offset);
    if (line < 1 || line > static_cast<long>(lines.size()))
      throw std::runtime_error(where + ": the annotation points at line " +
                               std::to_string(line) + ", outside the file");
    expected.push_back({static_cast<unsigned>(line), column, text.substr(at),
                        lines[static_cast<size_t>(line - 1)]});
  }
  return expected;
}

std::vector<std::string> inputNames(const std::string &folder) {
  std::vector<std::string> names;
  for (const auto &entry : std::filesystem::directory_iterator(folder))
    if (entry.is_regular_file() && entry.path().extension() == ".cpp")
      names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

} // namespace loom::translator::test
