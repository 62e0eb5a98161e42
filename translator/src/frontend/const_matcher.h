// Finds op_decl_const(dim, "type", &var) and op_decl_const(dim, "type", var)
// (and op_decl_const2). `var` may be a local variable, as OP2 allows: the
// constant is then known by the local's name, and kernels (which read the
// global of that name on host backends) get a warning if they read it.
#pragma once

#include "frontend/diagnostics.h"
#include "model/loop_model.h"

#include <clang/ASTMatchers/ASTMatchFinder.h>

#include <vector>

namespace loom::translator {

class ConstMatcher : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  void registerMatchers(clang::ast_matchers::MatchFinder &finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &result) override;

  // The constants declared by the calls found, in source order; reports
  // calls that loomc cannot read. `kernels` are the program's loop kernels.
  std::vector<ConstModel>
  build(clang::ASTContext &ctx,
        const std::vector<const clang::FunctionDecl *> &kernels,
        Diagnostics &diags) const;

private:
  std::vector<const clang::CallExpr *> calls_;
};

} // namespace loom::translator
