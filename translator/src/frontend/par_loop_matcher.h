// Finds op_par_loop(kernel, "name", set, args...) calls in the main file and
// turns each into a LoopModel, checking it against the kernel.
#pragma once

#include "frontend/diagnostics.h"
#include "frontend/file_analysis.h"
#include "frontend/map_decl_finder.h"

#include <clang/ASTMatchers/ASTMatchFinder.h>

#include <vector>

namespace loom::translator {

class ParLoopMatcher : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  void registerMatchers(clang::ast_matchers::MatchFinder &finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &result) override;

  // Adds the loops found, in source order, to `analysis` (model and call
  // sites); reports every problem (and, with `warnReadNonConst`, OP_READ
  // arguments bound to parameters that do not point to const). Function
  // names are not assigned here.
  void build(clang::ASTContext &ctx, const MapDeclFinder &maps,
             Diagnostics &diags, FileAnalysis &analysis,
             bool warnReadNonConst = false) const;

  // The kernel functions of the loops found (those that name a function).
  std::vector<const clang::FunctionDecl *> kernels() const;

private:
  std::vector<const clang::CallExpr *> calls_;
};

} // namespace loom::translator
