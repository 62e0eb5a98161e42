// Finds op_par_loop calls in templates whose arguments depend on a template
// parameter (`op_par_loop(scale<T>, ...)`): Clang cannot resolve them until
// instantiation, and loomc needs the kernel and the argument types at the
// call, so such a loop would stay untranslated: each is an error.
#pragma once

#include "frontend/diagnostics.h"

#include <clang/ASTMatchers/ASTMatchFinder.h>

#include <vector>

namespace loom::translator {

class DependentLoopFinder
    : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  void registerMatchers(clang::ast_matchers::MatchFinder &finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &result) override;

  // Reports every call found.
  void report(Diagnostics &diags) const;

private:
  std::vector<const clang::CallExpr *> calls_;
};

} // namespace loom::translator
