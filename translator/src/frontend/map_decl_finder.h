// Finds `m = op_decl_map(from, to, dim, ...)` (initialisations and
// assignments) so that map indices can be checked against the map's dim.
#pragma once

#include <clang/ASTMatchers/ASTMatchFinder.h>

#include <map>

namespace loom::translator {

class MapDeclFinder : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  void registerMatchers(clang::ast_matchers::MatchFinder &finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &result) override;

  // The dim `var` is declared with, or -1 when no op_decl_map of it is
  // visible, its dim is not a constant, or different dims are assigned.
  int dimOf(const clang::VarDecl *var) const;

private:
  std::map<const clang::VarDecl *, int> dims_;
};

} // namespace loom::translator
