// OP2 type strings ("double", "int", "double:soa", user type names) and the
// C++ types they name.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

namespace loom {

// The type string without a layout suffix: "double:soa" -> "double".
std::string_view baseTypeName(std::string_view type);

// True when both strings name the same element type (layout suffixes and
// the spellings "unsigned int"/"uint", "long long"/"ll" are equivalent).
bool sameTypeName(std::string_view a, std::string_view b);

// The size in bytes of a built-in OP2 type name, or 0 for a user type.
int builtinTypeSize(std::string_view type);

// The OP2 name of a fundamental C++ type, or nullptr for other types.
template <typename T> constexpr const char *op2TypeName() {
  using U = std::remove_cv_t<T>;
  if constexpr (std::is_same_v<U, double>)
    return "double";
  else if constexpr (std::is_same_v<U, float>)
    return "float";
  else if constexpr (std::is_same_v<U, int>)
    return "int";
  else if constexpr (std::is_same_v<U, unsigned int>)
    return "unsigned int";
  else if constexpr (std::is_same_v<U, long>)
    return "long";
  else if constexpr (std::is_same_v<U, long long>)
    return "long long";
  else if constexpr (std::is_same_v<U, unsigned long>)
    return "unsigned long";
  else if constexpr (std::is_same_v<U, unsigned long long>)
    return "unsigned long long";
  else if constexpr (std::is_same_v<U, bool>)
    return "bool";
  else if constexpr (std::is_same_v<U, char>)
    return "char";
  else
    return nullptr;
}

// Checks that `type` may describe data of C++ type T: for fundamental types
// the names must agree; for user types any name is accepted (the element size
// comes from sizeof(T)). Throws ArgumentError/DeclarationError naming `what`.
template <typename T>
void checkTypeName(std::string_view type, const std::string &what);

void checkTypeNameFor(const char *expected, std::string_view type,
                      const std::string &what);

template <typename T>
void checkTypeName(std::string_view type, const std::string &what) {
  checkTypeNameFor(op2TypeName<T>(), type, what);
}

} // namespace loom
