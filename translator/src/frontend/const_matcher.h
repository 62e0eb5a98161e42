// Finds op_decl_const(dim, "type", &var) and op_decl_const(dim, "type", var).
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
  // calls that loomc cannot read.
  std::vector<ConstModel> build(clang::ASTContext &ctx,
                                Diagnostics &diags) const;

private:
  std::vector<const clang::CallExpr *> calls_;
};

} // namespace loom::translator
