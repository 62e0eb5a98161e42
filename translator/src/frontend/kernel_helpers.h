// The user's functions a kernel calls, directly or through each other, for
// the CUDA backends, which must compile them as __device__ functions too,
// and the globals they read, which the device must get copies of.
#pragma once

#include "model/loop_model.h"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>

namespace loom::translator {

// Fills kernel.helpers from the calls in `definition`'s body: every
// function defined outside system headers, each once, callees first; and
// kernel.globals with the namespace-scope variables that are not const
// (outside system headers) read in it and in those functions.
void describeHelpers(const clang::FunctionDecl &definition,
                     clang::ASTContext &ctx, KernelModel &kernel);

} // namespace loom::translator
