// Formatting the files loomc generates, with clang-format's library in the
// LLVM style, so that generated code reads like the rest of a code base:
// the generators lay out their templates and the kernels they copy, and
// clang-format breaks the lines they leave too long.
#pragma once

#include <string>

namespace loom::translator {

// `code` formatted in the LLVM style (includes left in the order written,
// since generated code may depend on it), as C++: CUDA's launch syntax
// included. `fileName` names the file in clang-format's replacements. Code
// that clang-format cannot parse whole comes back formatted as far as it
// could, as the clang-format tool gives it.
std::string formatGenerated(const std::string &code,
                            const std::string &fileName);

} // namespace loom::translator
