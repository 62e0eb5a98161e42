#include "frontend/map_decl_finder.h"

#include <clang/ASTMatchers/ASTMatchers.h>

namespace loom::translator {

using namespace clang::ast_matchers;

namespace {

constexpr unsigned MapDimArg = 2; // op_decl_map(from, to, dim, data, name)

auto declMapCall() {
  return callExpr(callee(functionDecl(
                      hasAnyName("op_decl_map", "op_decl_map_hdf5"))),
                  argumentCountAtLeast(MapDimArg + 1))
      .bind("declMap");
}

} // namespace

void MapDeclFinder::registerMatchers(MatchFinder &finder) {
  finder.addMatcher(
      varDecl(hasInitializer(ignoringImplicit(declMapCall()))).bind("map"),
      this);
  finder.addMatcher(binaryOperator(isAssignmentOperator(),
                                   hasLHS(ignoringParenImpCasts(
                                       declRefExpr(to(varDecl().bind("map"))))),
                                   hasRHS(ignoringImplicit(declMapCall()))),
                    this);
}

void MapDeclFinder::run(const MatchFinder::MatchResult &result) {
  const auto *var = result.Nodes.getNodeAs<clang::VarDecl>("map");
  const auto *call = result.Nodes.getNodeAs<clang::CallExpr>("declMap");
  if (!var || !call)
    return;
  var = var->getCanonicalDecl();
  int dim = -1;
  clang::Expr::EvalResult value;
  const clang::Expr *dimExpr = call->getArg(MapDimArg);
  if (!dimExpr->isValueDependent() &&
      dimExpr->EvaluateAsInt(value, *result.Context))
    dim = static_cast<int>(value.Val.getInt().getExtValue());
  auto [it, inserted] = dims_.emplace(var, dim);
  if (!inserted && it->second != dim)
    it->second = -1;
}

int MapDeclFinder::dimOf(const clang::VarDecl *var) const {
  if (!var)
    return -1;
  auto it = dims_.find(var->getCanonicalDecl());
  return it == dims_.end() ? -1 : it->second;
}

} // namespace loom::translator
