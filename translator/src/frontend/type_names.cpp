#include "frontend/type_names.h"

#include <array>
#include <cctype>
#include <utility>

namespace loom::translator {

namespace {

// OP2 type strings with a builtin meaning, and the canonical C++ spelling.
constexpr std::array<std::pair<std::string_view, std::string_view>, 14>
    BuiltinNames{{{"double", "double"},
                  {"float", "float"},
                  {"int", "int"},
                  {"signed int", "int"},
                  {"unsigned", "unsigned int"},
                  {"unsigned int", "unsigned int"},
                  {"long", "long"},
                  {"long int", "long"},
                  {"long long", "long long"},
                  {"long long int", "long long"},
                  {"unsigned long", "unsigned long"},
                  {"unsigned long long", "unsigned long long"},
                  {"bool", "bool"},
                  {"char", "char"}}};

std::string collapseSpaces(std::string_view text) {
  std::string out;
  bool pendingSpace = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      pendingSpace = !out.empty();
      continue;
    }
    if (pendingSpace)
      out += ' ';
    pendingSpace = false;
    out += c;
  }
  return out;
}

} // namespace

std::string typeStringBase(std::string_view typeString) {
  std::string_view base = typeString.substr(0, typeString.find(':'));
  std::string name = collapseSpaces(base);
  for (auto [alias, canonical] : BuiltinNames)
    if (name == alias)
      return std::string(canonical);
  return name;
}

bool typeStringMatches(std::string_view typeString, std::string_view spelled,
                       std::string_view canonical) {
  std::string base = typeStringBase(typeString);
  if (base.empty())
    return false;
  for (auto [alias, builtin] : BuiltinNames)
    if (base == builtin)
      return canonical == builtin;
  return base == collapseSpaces(spelled) || base == collapseSpaces(canonical);
}

} // namespace loom::translator
