// The type strings that name C++'s built-in types: C++'s own spellings and
// OP2's short ones ("uint", "ll", "ull", which OP2's op_lib_cpp.h requires
// for those types). Header-only and free of the runtime, because two sides
// read it: the run-time checks of op_decl_dat, op_arg_dat and op_decl_const
// (loom/core/type_name.h) and loomc's check of type strings against kernel
// parameters (translator/src/frontend/type_names.cpp). A type string that
// one accepts, the other must accept.
#pragma once

#include <string_view>

namespace loom {

struct BuiltinTypeString {
  std::string_view spelling; // as a type string may give it
  std::string_view type;     // the C++ type, as C++ prints it canonically
};

inline constexpr BuiltinTypeString builtinTypeStrings[] = {
    {"double", "double"},
    {"float", "float"},
    {"int", "int"},
    {"signed int", "int"},
    {"uint", "unsigned int"},
    {"unsigned", "unsigned int"},
    {"unsigned int", "unsigned int"},
    {"long", "long"},
    {"long int", "long"},
    {"ll", "long long"},
    {"long long", "long long"},
    {"long long int", "long long"},
    {"unsigned long", "unsigned long"},
    {"unsigned long int", "unsigned long"},
    {"ull", "unsigned long long"},
    {"unsigned long long", "unsigned long long"},
    {"unsigned long long int", "unsigned long long"},
    {"bool", "bool"},
    {"char", "char"},
};

// The built-in C++ type `base` (a type string without its layout suffix)
// names, or an empty view where it names none (a user's type).
constexpr std::string_view builtinTypeNamed(std::string_view base) {
  for (const BuiltinTypeString &entry : builtinTypeStrings)
    if (entry.spelling == base)
      return entry.type;
  return {};
}

} // namespace loom
