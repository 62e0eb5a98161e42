#include "frontend/type_names.h"

#include "loom/core/builtin_type_strings.h"

#include <cctype>

namespace loom::translator {

namespace {

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
  const std::string_view builtin = builtinTypeNamed(name);
  return builtin.empty() ? name : std::string(builtin);
}

bool typeStringMatches(std::string_view typeString, std::string_view spelled,
                       std::string_view canonical) {
  std::string base = typeStringBase(typeString);
  if (base.empty())
    return false;
  if (!builtinTypeNamed(base).empty()) // a built-in type, named as C++ does
    return canonical == base;
  return base == collapseSpaces(spelled) || base == collapseSpaces(canonical);
}

} // namespace loom::translator
