// Unique local names within one generated function. Private to the
// generators.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace loom::translator::codegen {

class NameTable {
public:
  void reserve(const std::string &name) { used_.insert(name); }
  // `base`, or base_2, base_3, ... when taken.
  std::string claim(const std::string &base);

private:
  std::set<std::string> used_;
};

// Text helpers the layouts share.
bool isIdentifier(std::string_view s);
std::string trimmed(std::string_view s);
// The identifiers in a type or expression, e.g. "const flux_t" -> {const,
// flux_t}.
std::vector<std::string> identifiersIn(std::string_view text);

} // namespace loom::translator::codegen
