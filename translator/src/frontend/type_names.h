// Matching OP2 type strings ("double", "double:soa", "my_struct") against the
// element types of kernel parameters.
#pragma once

#include <string>
#include <string_view>

namespace loom::translator {

// The C++ type a type string names, without layout suffixes and with
// normalised spelling: "double:soa" -> "double", "uint" -> "unsigned int"
// (loom/core/builtin_type_strings.h, shared with the run-time checks).
std::string typeStringBase(std::string_view typeString);

// Whether `typeString` names the element type of a kernel parameter, given as
// spelled in the source (`spelled`, e.g. "real_t") and as canonical C++
// (`canonical`, e.g. "double"). Builtin names compare with the canonical
// type, user type names with either.
bool typeStringMatches(std::string_view typeString, std::string_view spelled,
                       std::string_view canonical);

} // namespace loom::translator
