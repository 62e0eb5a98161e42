#include "generators/common/name_table.h"

#include <algorithm>
#include <cctype>

namespace loom::translator::codegen {

std::string NameTable::claim(const std::string &base) {
  std::string name = base;
  for (int i = 2; used_.count(name); ++i)
    name = base + "_" + std::to_string(i);
  used_.insert(name);
  return name;
}

bool isIdentifier(std::string_view s) {
  if (s.empty() ||
      !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
    return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

std::string trimmed(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\n");
  if (b == std::string_view::npos)
    return {};
  size_t e = s.find_last_not_of(" \t\n");
  return std::string(s.substr(b, e - b + 1));
}

std::vector<std::string> identifiersIn(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      cur += c;
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty())
    out.push_back(cur);
  return out;
}

} // namespace loom::translator::codegen
