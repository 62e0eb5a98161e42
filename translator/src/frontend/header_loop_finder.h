// Finds op_par_loop calls written in the user's headers (not in the main
// file, not in system headers). loomc translates only calls in the file it
// is given, so such a loop would stay untranslated: each is an error.
#pragma once

#include "frontend/diagnostics.h"

#include <clang/AST/ASTContext.h>
#include <clang/ASTMatchers/ASTMatchFinder.h>

#include <vector>

namespace loom::translator {

class HeaderLoopFinder
    : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  void registerMatchers(clang::ast_matchers::MatchFinder &finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &result) override;

  // Reports every call found.
  void report(Diagnostics &diags) const;

  // The top-level declarations of `ctx` written in user headers: the
  // traversal scope for this finder's matchers.
  static std::vector<clang::Decl *> userHeaderDecls(clang::ASTContext &ctx);

private:
  std::vector<const clang::CallExpr *> calls_;
};

} // namespace loom::translator
