#include "frontend/dependent_loop_finder.h"

#include <clang/AST/ExprCXX.h>
#include <clang/ASTMatchers/ASTMatchers.h>

namespace loom::translator {

using namespace clang::ast_matchers;

void DependentLoopFinder::registerMatchers(MatchFinder &finder) {
  finder.addMatcher(
      callExpr(callee(expr(ignoringParenImpCasts(unresolvedLookupExpr()))),
               isExpansionInMainFile())
          .bind("dependentCall"),
      this);
}

void DependentLoopFinder::run(const MatchFinder::MatchResult &result) {
  const auto *call = result.Nodes.getNodeAs<clang::CallExpr>("dependentCall");
  if (!call)
    return;
  const auto *lookup = llvm::dyn_cast<clang::UnresolvedLookupExpr>(
      call->getCallee()->IgnoreParenImpCasts());
  if (lookup && lookup->getName().getAsString() == "op_par_loop")
    calls_.push_back(call);
}

void DependentLoopFinder::report(Diagnostics &diags) const {
  for (const clang::CallExpr *call : calls_)
    diags.report(call->getBeginLoc(), Diag::LoopInDependentContext);
}

} // namespace loom::translator
