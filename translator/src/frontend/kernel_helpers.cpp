#include "frontend/kernel_helpers.h"

#include "frontend/source_text.h"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/ASTMatchers/ASTMatchFinder.h>
#include <clang/ASTMatchers/ASTMatchers.h>

#include <set>

namespace loom::translator {

using namespace clang::ast_matchers;

namespace {

class HelperCollector {
public:
  HelperCollector(clang::ASTContext &ctx, KernelModel &kernel)
      : ctx_(ctx), sm_(ctx.getSourceManager()), kernel_(kernel) {}

  // The functions `body` calls, depth first: callees before callers.
  void visitCalls(const clang::Stmt &body) {
    for (const BoundNodes &bound : match(
             findAll(callExpr(callee(functionDecl().bind("fn")))), body, ctx_))
      visit(*bound.getNodeAs<clang::FunctionDecl>("fn"));
  }

private:
  void visit(const clang::FunctionDecl &called) {
    const clang::FunctionDecl *fn = &called;
    if (const clang::FunctionDecl *pattern =
            fn->getTemplateInstantiationPattern())
      fn = pattern;
    const clang::FunctionDecl *definition = fn->getDefinition();
    if (!definition || definition->getBuiltinID() != 0)
      return;
    const clang::SourceLocation where =
        sm_.getFileLoc(definition->getLocation());
    if (sm_.isInSystemHeader(where) || !seen_.insert(definition).second)
      return;
    // A lambda's body is part of the text that defines it.
    if (const auto *method = llvm::dyn_cast<clang::CXXMethodDecl>(definition);
        method && method->getParent()->isLambda())
      return;
    HelperFunction helper;
    helper.name = definition->getNameAsString();
    helper.loc = modelLocation(definition->getLocation(), sm_);
    const clang::Decl *text = definition;
    if (const clang::FunctionTemplateDecl *t =
            definition->getDescribedFunctionTemplate())
      text = t;
    if (llvm::isa<clang::CXXMethodDecl>(definition))
      helper.unsupported = "a member function";
    else if (!definition->getDeclContext()->getRedeclContext()->isFileContext())
      helper.unsupported = "declared inside a function or class";
    else if (definition->getDeclName().getNameKind() !=
             clang::DeclarationName::Identifier)
      helper.unsupported = "an operator";
    if (helper.unsupported.empty()) {
      if (const clang::Stmt *body = definition->getBody())
        visitCalls(*body); // its own helpers first
      helper.definition = sourceText(text->getSourceRange(), ctx_);
    }
    kernel_.helpers.push_back(std::move(helper));
  }

  clang::ASTContext &ctx_;
  const clang::SourceManager &sm_;
  KernelModel &kernel_;
  std::set<const clang::FunctionDecl *> seen_;
};

} // namespace

void describeHelpers(const clang::FunctionDecl &definition,
                     clang::ASTContext &ctx, KernelModel &kernel) {
  if (const clang::Stmt *body = definition.getBody())
    HelperCollector(ctx, kernel).visitCalls(*body);
}

} // namespace loom::translator
