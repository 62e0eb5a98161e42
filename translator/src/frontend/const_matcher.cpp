#include "frontend/const_matcher.h"

#include "frontend/source_text.h"

#include <clang/ASTMatchers/ASTMatchers.h>

namespace loom::translator {

using namespace clang::ast_matchers;

namespace {

// op_decl_const(dim, type, data) and op_decl_const2(name, dim, type, data):
// the arguments after the optional name.
constexpr unsigned DimArg = 0, TypeArg = 1, DataArg = 2;

// The variable `data` names (`var`, `&var`, an array decaying), or null.
const clang::VarDecl *dataVariable(const clang::Expr *data) {
  data = data->IgnoreParenImpCasts();
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(data);
      unary && unary->getOpcode() == clang::UO_AddrOf)
    data = unary->getSubExpr()->IgnoreParenImpCasts();
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(data);
  if (!ref)
    return nullptr;
  return llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
}

bool isGlobal(const clang::VarDecl &var) {
  return var.hasGlobalStorage() && !var.isStaticLocal();
}

// The namespace-scope variable of the translation unit called like `local`.
const clang::VarDecl *globalNamed(const clang::VarDecl &local,
                                  clang::ASTContext &ctx) {
  for (const clang::NamedDecl *found :
       ctx.getTranslationUnitDecl()->lookup(local.getDeclName()))
    if (const auto *var = llvm::dyn_cast<clang::VarDecl>(found))
      return var;
  return nullptr;
}

bool reads(const clang::FunctionDecl &kernel, const clang::VarDecl &global,
           clang::ASTContext &ctx) {
  const clang::FunctionDecl *definition = kernel.getDefinition();
  if (!definition || !definition->getBody())
    return false;
  return !match(findAll(declRefExpr(to(varDecl(equalsNode(&global))))),
                *definition->getBody(), ctx)
              .empty();
}

// OP2 accepts a local variable as a constant's data: the constant is known
// by its name, and kernels on host backends read the global variable of
// that name. Warns when a kernel does read such a global, whose value may
// differ from the local's.
void checkLocalConstant(const clang::VarDecl &local, const clang::Expr &data,
                        const char *function,
                        const std::vector<const clang::FunctionDecl *> &kernels,
                        clang::ASTContext &ctx, Diagnostics &diags) {
  const clang::VarDecl *global = globalNamed(local, ctx);
  if (!global)
    return;
  for (const clang::FunctionDecl *kernel : kernels)
    if (reads(*kernel, *global, ctx)) {
      diags.warn(data.getExprLoc(), Diag::ConstLocalReadAsGlobal, function,
                 local.getNameAsString(), kernel->getNameAsString());
      return;
    }
}

std::optional<ConstModel>
buildConst(const clang::CallExpr *call, clang::ASTContext &ctx,
           const std::vector<const clang::FunctionDecl *> &kernels,
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
  if (const clang::VarDecl *var = dataVariable(data); var && isGlobal(*var)) {
    constant.name = var->getQualifiedNameAsString();
  } else if (var) {
    constant.name = var->getNameAsString();
    checkLocalConstant(*var, *data, function, kernels, ctx, diags);
  } else {
    diags.report(data->getBeginLoc(), Diag::ConstNotVariable) << function;
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

std::vector<ConstModel>
ConstMatcher::build(clang::ASTContext &ctx,
                    const std::vector<const clang::FunctionDecl *> &kernels,
                    Diagnostics &diags) const {
  std::vector<ConstModel> consts;
  for (const clang::CallExpr *call : calls_)
    if (std::optional<ConstModel> constant =
            buildConst(call, ctx, kernels, diags))
      consts.push_back(std::move(*constant));
  return consts;
}

} // namespace loom::translator
