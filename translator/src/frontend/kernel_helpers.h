// The user's functions a kernel calls, directly or through each other, for
// the CUDA backends, which must compile them as __device__ functions too,
// and the globals they read, which the device must get copies of.
#pragma once

#include "model/loop_model.h"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>

#include <string>
#include <vector>

namespace loom::translator {

// A variable of static storage (a global, a static member or a static
// local) that the kernel or one of its helpers assigns, increments or
// decrements (a part of it included), itself or through a helper's
// reference or pointer parameter: a loop's elements run in parallel
// (threads, GPU threads, processes), so such a write races or stays where
// it was made, and the CUDA backends' copy of a global is read-only.
struct GlobalWrite {
  const clang::VarDecl *variable;
  const clang::Expr *write; // where the write, or the call, names it
  std::string helper;       // the helper called with it; empty if direct
};

// Fills kernel.helpers from the calls in `definition`'s body: every
// function defined outside system headers, each once, callees first; and
// kernel.globals with the namespace-scope variables that are not const
// (outside system headers) read in it and in those functions. Returns the
// variables of static storage they write, each once, in order of the
// bodies searched.
std::vector<GlobalWrite> describeHelpers(const clang::FunctionDecl &definition,
                                         clang::ASTContext &ctx,
                                         KernelModel &kernel);

} // namespace loom::translator
