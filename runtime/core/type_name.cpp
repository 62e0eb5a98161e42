#include "loom/core/type_name.h"

#include "loom/core/builtin_type_strings.h"
#include "loom/core/error.h"

#include <array>
#include <utility>

namespace loom {

std::string_view baseTypeName(std::string_view type) {
  size_t colon = type.find(':');
  return colon == std::string_view::npos ? type : type.substr(0, colon);
}

namespace {

// The C++ type a built-in type string names ("uint" -> "unsigned int"), or
// the string itself (a user's type name).
std::string_view canonical(std::string_view type) {
  type = baseTypeName(type);
  const std::string_view builtin = builtinTypeNamed(type);
  return builtin.empty() ? type : builtin;
}

} // namespace

bool sameTypeName(std::string_view a, std::string_view b) {
  return canonical(a) == canonical(b);
}

int builtinTypeSize(std::string_view type) {
  static constexpr std::array<std::pair<std::string_view, int>, 10> sizes{{
      {"double", sizeof(double)},
      {"float", sizeof(float)},
      {"int", sizeof(int)},
      {"unsigned int", sizeof(unsigned int)},
      {"long", sizeof(long)},
      {"long long", sizeof(long long)},
      {"unsigned long", sizeof(unsigned long)},
      {"unsigned long long", sizeof(unsigned long long)},
      {"bool", sizeof(bool)},
      {"char", sizeof(char)},
  }};
  std::string_view name = canonical(type);
  for (auto [n, size] : sizes)
    if (n == name)
      return size;
  return 0;
}

void checkTypeNameFor(const char *expected, std::string_view type,
                      const std::string &what) {
  if (type.empty())
    throw ArgumentError(what + ": empty type string");
  if (expected && !sameTypeName(expected, type))
    throw ArgumentError(what + ": type \"" + std::string(type) +
                        "\" does not match the data's C++ type " + expected);
  if (!expected && builtinTypeSize(type) != 0)
    throw ArgumentError(what + ": type \"" + std::string(type) +
                        "\" names a built-in type but the data is a user type");
}

} // namespace loom
