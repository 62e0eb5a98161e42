#include "frontend/kernel_resolver.h"

#include "frontend/kernel_helpers.h"
#include "frontend/param_uses.h"
#include "frontend/source_text.h"
#include "generators/common/escaping.h"
#include "generators/generator_error.h"

#include <clang/AST/Decl.h>
#include <clang/AST/DeclTemplate.h>
#include <llvm/Support/raw_ostream.h>

namespace loom::translator {

namespace {

// The declaration whose text defines `fn`: the function template for a
// specialisation, the definition otherwise.
const clang::Decl *definingDecl(const clang::FunctionDecl *fn) {
  if (const clang::FunctionDecl *pattern =
          fn->getTemplateInstantiationPattern())
    fn = pattern;
  const clang::FunctionDecl *definition = fn->getDefinition();
  if (!definition)
    return nullptr;
  if (const clang::FunctionTemplateDecl *described =
          definition->getDescribedFunctionTemplate())
    return described;
  return definition;
}

KernelParam describeParam(const clang::ParmVarDecl *param,
                          const clang::PrintingPolicy &policy,
                          ParamShape &shape) {
  KernelParam out;
  out.name = param->getNameAsString();
  clang::QualType type = param->getType();
  out.type = type.getAsString(policy);
  clang::QualType element = type;
  while (element->isPointerType()) {
    element = element->getPointeeType();
    ++shape.pointerDepth;
  }
  if (shape.pointerDepth == 0) {
    out.pointee = type.getUnqualifiedType().getAsString(policy);
    shape.canonicalElement = type.getCanonicalType().getAsString(policy);
    return out;
  }
  out.isConst = element.isConstQualified();
  out.pointee = element.getUnqualifiedType().getAsString(policy);
  shape.canonicalElement =
      element.getCanonicalType().getUnqualifiedType().getAsString(policy);
  return out;
}

// Generated loops call the kernel from namespace scope: a kernel declared
// inside a function (a member of a local class) or a private or protected
// member (of the kernel's class or an enclosing one) is out of their reach.
// Reports that and returns false.
bool reachableFromNamespaceScope(const clang::FunctionDecl *fn,
                                 clang::SourceLocation where,
                                 const clang::PrintingPolicy &policy,
                                 Diagnostics &diags) {
  std::string name = fn->getQualifiedNameAsString();
  if (const clang::DeclContext *outer = fn->getParentFunctionOrMethod()) {
    std::string function;
    if (const auto *named = llvm::dyn_cast<clang::NamedDecl>(outer))
      function = named->getQualifiedNameAsString();
    diags.report(where, Diag::KernelInFunction) << name << function;
    return false;
  }
  for (const clang::Decl *d = fn; d;
       d = llvm::dyn_cast<clang::RecordDecl>(d->getDeclContext())) {
    clang::AccessSpecifier access = d->getAccess();
    if (access != clang::AS_private && access != clang::AS_protected)
      continue;
    std::string owner;
    llvm::raw_string_ostream os(owner);
    if (const auto *record =
            llvm::dyn_cast<clang::NamedDecl>(d->getDeclContext()))
      record->printQualifiedName(os, policy);
    os.flush();
    diags.report(where, Diag::KernelNotPublic)
        << name << (access == clang::AS_protected ? 1u : 0u) << owner;
    return false;
  }
  return true;
}

// Reports each variable of static storage the kernel (or a helper) writes,
// at the loop's kernel argument, and returns whether there is none.
bool writesNoStatic(const std::vector<GlobalWrite> &writes,
                    const std::string &kernel, clang::SourceLocation where,
                    clang::ASTContext &ctx, Diagnostics &diags) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  for (const GlobalWrite &w : writes) {
    const clang::VarDecl &var = *w.variable;
    const unsigned kind = var.isStaticLocal()        ? 2u
                          : var.isStaticDataMember() ? 1u
                                                     : 0u;
    diags.report(where, Diag::KernelWritesStatic)
        << kernel << kind << var.getQualifiedNameAsString()
        << placeText(modelLocation(sm.getFileLoc(w.write->getBeginLoc()), sm)) +
               (w.helper.empty() ? "" : ", through helper '" + w.helper + "'");
  }
  return writes.empty();
}

} // namespace

const clang::FunctionDecl *referencedFunction(const clang::Expr *expr) {
  expr = expr->IgnoreParenImpCasts();
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(expr);
      unary && unary->getOpcode() == clang::UO_AddrOf)
    expr = unary->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(expr))
    return llvm::dyn_cast<clang::FunctionDecl>(ref->getDecl());
  return nullptr;
}

std::optional<ResolvedKernel> resolveKernel(const clang::Expr *kernelArg,
                                            clang::ASTContext &ctx,
                                            Diagnostics &diags) {
  const clang::FunctionDecl *fn = referencedFunction(kernelArg);
  if (!fn) {
    diags.report(kernelArg->getExprLoc(), Diag::KernelNotFunction)
        << codegen::commentExpr(sourceText(kernelArg, ctx));
    return std::nullopt;
  }
  clang::PrintingPolicy policy(ctx.getLangOpts());
  policy.SuppressUnwrittenScope = true;
  if (!reachableFromNamespaceScope(fn, kernelArg->getExprLoc(), policy, diags))
    return std::nullopt;
  const clang::SourceManager &sm = ctx.getSourceManager();

  ResolvedKernel kernel;
  // As written in code: an anonymous namespace has no name to write (its
  // members are reached through the enclosing namespace).
  llvm::raw_string_ostream name(kernel.model.name);
  fn->printQualifiedName(name, policy);
  name.flush();
  kernel.model.member = llvm::isa<clang::CXXMethodDecl>(fn);
  llvm::raw_string_ostream callee(kernel.model.callee);
  fn->getNameForDiagnostic(callee, policy, /*Qualified=*/true);
  callee.flush();
  for (const clang::ParmVarDecl *param : fn->parameters()) {
    ParamShape shape;
    kernel.model.params.push_back(describeParam(param, policy, shape));
    kernel.shapes.push_back(shape);
  }

  const clang::Decl *definition = definingDecl(fn);
  const clang::Decl *located = definition ? definition : fn;
  kernel.model.loc = modelLocation(located->getLocation(), sm);
  if (definition) {
    kernel.model.definition = sourceText(definition->getSourceRange(), ctx);
    clang::SourceLocation where = sm.getFileLoc(definition->getLocation());
    if (!sm.isWrittenInMainFile(where))
      kernel.model.headerFile = kernel.model.loc.file;
    const clang::FunctionDecl *pattern = fn->getTemplateInstantiationPattern();
    const clang::FunctionDecl *body = (pattern ? pattern : fn)->getDefinition();
    if (body) {
      describeParamUses(*body, *definition, ctx, kernel.model);
      if (!writesNoStatic(describeHelpers(*body, ctx, kernel.model),
                          kernel.model.name, kernelArg->getExprLoc(), ctx,
                          diags))
        return std::nullopt;
    }
  }
  return kernel;
}

} // namespace loom::translator
