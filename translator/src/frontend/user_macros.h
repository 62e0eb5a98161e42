// The user's macros still defined at the end of a translation unit: what
// the loops header, included there, must keep away from Loom's own code
// (generators/common/macro_shield.h).
#pragma once

#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace loom::translator {

// Names of the object-like and function-like macros defined at the end of
// the main file by the user: in the main file, the user's headers or on
// the command line (-D). Not Clang's predefined macros, not those of system
// headers or of Loom's own headers (op_seq.h's folder), and no reserved
// names (`__x`, `_X`). Sorted.
std::vector<std::string> userMacros(const clang::Preprocessor &pp);

} // namespace loom::translator
