// Finding the kernel function an op_par_loop names and describing it.
#pragma once

#include "frontend/diagnostics.h"
#include "model/loop_model.h"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Expr.h>
#include <clang/Basic/SourceManager.h>

#include <optional>
#include <string>
#include <vector>

namespace loom::translator {

// The shape of one kernel parameter, for checking it against an op_arg.
struct ParamShape {
  int pointerDepth = 0;         // 1 for T*, 2 for T** (vector arguments)
  std::string canonicalElement; // canonical element type, e.g. "double"
};

struct ResolvedKernel {
  KernelModel model;
  std::vector<ParamShape> shapes; // one per KernelModel::params entry
};

// The function the first argument of op_par_loop names (`k`, `&k`,
// `k<double>`), or null.
const clang::FunctionDecl *referencedFunction(const clang::Expr *kernelArg);

// Resolves the first argument of op_par_loop to a function (possibly a
// template specialisation, possibly through `&`). Reports KernelNotFunction
// and returns nullopt when it names anything else.
std::optional<ResolvedKernel> resolveKernel(const clang::Expr *kernelArg,
                                            clang::ASTContext &ctx,
                                            Diagnostics &diags);

} // namespace loom::translator
