// Copies of the user's kernel made from the text of its definition, for
// backends that call something other than the kernel as written: the CUDA
// backends' __device__ copies and the openmp backend's lane copy (its
// SIMD groups). Comments, string and character literals are copied as they
// are. Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <map>
#include <set>
#include <string>

namespace loom::translator::codegen {

// `text` with every identifier found in `renames` replaced (a member
// `.x`/`->x` is not); records the identifiers replaced in `used`.
std::string renameIdentifiers(const std::string &text,
                              const std::map<std::string, std::string> &renames,
                              std::set<std::string> &used);

// The identifiers of `text` outside comments and literals, members (`.x`)
// included: what the preprocessor would look up as macros.
std::set<std::string> identifiersIn(const std::string &text);

// `kernel.definition` with the subscripts of each parameter in `factors`
// (parameter index -> factor) scaled: `q[1]` becomes `q[1 * f]`, `q[i + 1]`
// becomes `q[(i + 1) * f]`, at the places the front end found in the AST
// (KernelParam::subscripts; subscriptScalingObstacle() says when it cannot
// be done); `addedParams` (", int s") goes at the end of the
// parameter list. The kernel's paramsEnd must be known.
std::string scaledSubscripts(const KernelModel &kernel,
                             const std::map<size_t, std::string> &factors,
                             const std::string &addedParams = "");

} // namespace loom::translator::codegen
