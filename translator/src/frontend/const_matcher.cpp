#include "frontend/const_matcher.h"

#include "frontend/source_text.h"

#include <clang/ASTMatchers/ASTMatchers.h>

namespace loom::translator {

using namespace clang::ast_matchers;

namespace {

// op_decl_const(dim, type, data) and op_decl_const2(name, dim, type, data):
// the arguments after the optional name.
constexpr unsigned DimArg = 0, TypeArg = 1, DataArg = 2;

const clang::VarDecl *globalVariable(const clang::Expr *data) {
  data = data->IgnoreParenImpCasts();
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(data);
      unary && unary->getOpcode() == clang::UO_AddrOf)
    data = unary->getSubExpr()->IgnoreParenImpCasts();
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(data);
  if (!ref)
    return nullptr;
  const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
  return var && var->hasGlobalStorage() && !var->isStaticLocal() ? var
                                                                 : nullptr;
}

std::optional<ConstModel> buildConst(const clang::CallExpr *call,
                                     clang::ASTContext &ctx,
                                     Diagnostics &diags) {
  ConstModel constant;
  constant.loc = modelLocation(call->getBeginLoc(), ctx.getSourceManager());
  bool ok = true;
  const unsigned first = call->getNumArgs() == 4 ? 1 : 0;
  const char *function = first ? "op_decl_const2" : "op_decl_const";

  const clang::Expr *dim = call->getArg(first + DimArg);
  clang::Expr::EvalResult value;
  if (!dim->isValueDependent() && dim->EvaluateAsInt(value, ctx)) {
    constant.dim = static_cast<int>(value.Val.getInt().getExtValue());
  } else {
    diags.report(dim->getExprLoc(), Diag::NonConstantDim) << function;
    ok = false;
  }

  const clang::Expr *type = call->getArg(first + TypeArg);
  if (std::optional<std::string> literal = stringLiteral(type)) {
    constant.type = *literal;
  } else {
    diags.report(type->getExprLoc(), Diag::NonLiteralType) << function;
    ok = false;
  }

  const clang::Expr *data = call->getArg(first + DataArg);
  if (const clang::VarDecl *var = globalVariable(data)) {
    constant.name = var->getQualifiedNameAsString();
  } else {
    diags.report(data->getExprLoc(), Diag::ConstNotVariable) << function;
    ok = false;
  }
  if (!ok)
    return std::nullopt;
  return constant;
}

} // namespace

void ConstMatcher::registerMatchers(MatchFinder &finder) {
  finder.addMatcher(callExpr(callee(functionDecl(hasName("op_decl_const"))),
                             argumentCountIs(3), isExpansionInMainFile(),
                             unless(isInTemplateInstantiation()))
                        .bind("declConst"),
                    this);
  finder.addMatcher(callExpr(callee(functionDecl(hasName("op_decl_const2"))),
                             argumentCountIs(4), isExpansionInMainFile(),
                             unless(isInTemplateInstantiation()))
                        .bind("declConst"),
                    this);
}

void ConstMatcher::run(const MatchFinder::MatchResult &result) {
  if (const auto *call = result.Nodes.getNodeAs<clang::CallExpr>("declConst"))
    calls_.push_back(call);
}

std::vector<ConstModel> ConstMatcher::build(clang::ASTContext &ctx,
                                            Diagnostics &diags) const {
  std::vector<ConstModel> consts;
  for (const clang::CallExpr *call : calls_)
    if (std::optional<ConstModel> constant = buildConst(call, ctx, diags))
      consts.push_back(std::move(*constant));
  return consts;
}

} // namespace loom::translator
