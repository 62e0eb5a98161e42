#include "frontend/header_loop_finder.h"

#include <clang/ASTMatchers/ASTMatchers.h>

namespace loom::translator {

using namespace clang::ast_matchers;

void HeaderLoopFinder::registerMatchers(MatchFinder &finder) {
  finder.addMatcher(callExpr(callee(functionDecl(hasName("op_par_loop"))),
                             unless(isExpansionInMainFile()),
                             unless(isExpansionInSystemHeader()),
                             unless(isInTemplateInstantiation()))
                        .bind("headerLoop"),
                    this);
}

void HeaderLoopFinder::run(const MatchFinder::MatchResult &result) {
  if (const auto *call = result.Nodes.getNodeAs<clang::CallExpr>("headerLoop"))
    calls_.push_back(call);
}

void HeaderLoopFinder::report(Diagnostics &diags) const {
  for (const clang::CallExpr *call : calls_)
    diags.report(call->getBeginLoc(), Diag::LoopInHeader);
}

std::vector<clang::Decl *>
HeaderLoopFinder::userHeaderDecls(clang::ASTContext &ctx) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  std::vector<clang::Decl *> decls;
  for (clang::Decl *decl : ctx.getTranslationUnitDecl()->decls()) {
    clang::SourceLocation loc = sm.getExpansionLoc(decl->getLocation());
    if (loc.isValid() && !sm.isWrittenInMainFile(loc) &&
        !sm.isInSystemHeader(loc))
      decls.push_back(decl);
  }
  return decls;
}

} // namespace loom::translator
