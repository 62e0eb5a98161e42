#include "frontend/kernel_helpers.h"

#include "frontend/source_text.h"
#include "frontend/written_object.h"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/ASTMatchers/ASTMatchFinder.h>
#include <clang/ASTMatchers/ASTMatchers.h>

#include <map>
#include <set>

namespace loom::translator {

using namespace clang::ast_matchers;

namespace {

// The named namespaces around `fn`, as code writes them ("outer::inner"):
// anonymous and inline namespaces are left out, their members being
// reached through the enclosing one.
std::string enclosingNamespace(const clang::FunctionDecl &fn) {
  std::string name;
  for (const clang::DeclContext *dc = fn.getDeclContext(); dc;
       dc = dc->getParent()) {
    const auto *ns = llvm::dyn_cast<clang::NamespaceDecl>(dc);
    if (!ns || ns->isAnonymousNamespace() || ns->isInline())
      continue;
    name = ns->getNameAsString() + (name.empty() ? "" : "::" + name);
  }
  return name;
}

// Whether device code may read the const (or constexpr) variable `var`
// itself: nvcc lets it read one that is not an array and whose value is
// known at compile time, a number or enumerator with a constant
// initializer (class types are left as they were: nvcc folds a member of a
// constant one). Any other global a kernel reads needs a device copy.
bool readableOnDevice(const clang::VarDecl &var, const clang::ASTContext &ctx) {
  const clang::QualType type = var.getType();
  if (type->isArrayType() || !type.isConstant(ctx))
    return false;
  if (!type->isIntegralOrEnumerationType() && !type->isRealFloatingType())
    return true;
  const clang::VarDecl *initialized = nullptr;
  const clang::Expr *init = var.getAnyInitializer(initialized);
  return init && !init->isValueDependent() && init->isEvaluatable(ctx);
}

// The definition a call reaches: a template's pattern; null when there is
// none (a declaration only) or it is a builtin.
const clang::FunctionDecl *definitionOf(const clang::FunctionDecl &called) {
  const clang::FunctionDecl *fn = &called;
  if (const clang::FunctionDecl *pattern =
          fn->getTemplateInstantiationPattern())
    fn = pattern;
  const clang::FunctionDecl *definition = fn->getDefinition();
  return definition && definition->getBuiltinID() == 0 ? definition : nullptr;
}

class HelperCollector {
public:
  HelperCollector(clang::ASTContext &ctx, KernelModel &kernel)
      : ctx_(ctx), sm_(ctx.getSourceManager()), kernel_(kernel) {}

  // The functions the body of `owner` calls, depth first: callees before
  // callers; the globals it reads; and the variables of static storage it
  // writes, itself or through a helper's pointer or reference parameter.
  // One traversal finds them all; they are taken in that order.
  void visitCalls(const clang::Stmt &body, const clang::FunctionDecl &owner) {
    const auto found =
        match(findAll(stmt(anyOf(
                  declRefExpr(to(varDecl(hasGlobalStorage()).bind("var"))),
                  expr(anyOf(binaryOperator(isAssignmentOperator()),
                             unaryOperator(hasAnyOperatorName("++", "--"))))
                      .bind("write"),
                  callExpr(callee(functionDecl().bind("fn"))).bind("call")))),
              body, ctx_);
    for (const BoundNodes &bound : found)
      if (const auto *var = bound.getNodeAs<clang::VarDecl>("var"))
        visitGlobal(*var);
    for (const BoundNodes &bound : found)
      if (const auto *write = bound.getNodeAs<clang::Expr>("write"))
        visitWrite(*write, owner);
    for (const BoundNodes &bound : found)
      if (const auto *fn = bound.getNodeAs<clang::FunctionDecl>("fn"))
        visit(*fn);
    for (const BoundNodes &bound : found)
      if (const auto *call = bound.getNodeAs<clang::CallExpr>("call"))
        visitArguments(*call, *bound.getNodeAs<clang::FunctionDecl>("fn"),
                       owner);
  }

  void skip(const clang::FunctionDecl &fn) { seen_.insert(&fn); }

  std::vector<GlobalWrite> writes() const { return writes_; }

private:
  // A variable of namespace scope, or a static member, that device code
  // cannot read itself (not const, or a const array or a value computed at
  // run time), outside system headers: recorded with what the device copy
  // needs, or why there can be none.
  void visitGlobal(const clang::VarDecl &var) {
    const clang::VarDecl &first = *var.getCanonicalDecl();
    if (first.isStaticLocal() ||
        (!first.isStaticDataMember() &&
         !first.getDeclContext()->getRedeclContext()->isFileContext()) ||
        readableOnDevice(first, ctx_) ||
        sm_.isInSystemHeader(sm_.getFileLoc(first.getLocation())) ||
        !globals_.insert(&first).second)
      return;
    GlobalRead read;
    read.value.name = first.getQualifiedNameAsString();
    read.value.loc = modelLocation(first.getLocation(), sm_);
    // The latest declaration: `extern double w[];` may be completed later.
    clang::QualType type = first.getMostRecentDecl()->getType();
    read.value.dim = 1;
    if (const clang::ConstantArrayType *array =
            ctx_.getAsConstantArrayType(type)) {
      read.value.dim = static_cast<int>(array->getSize().getZExtValue());
      read.value.array = true;
      type = array->getElementType();
    }
    if (first.isStaticDataMember())
      read.unsupported = "it is a static member of a class";
    else if (!first.getDeclContext()->getRedeclContext()->isTranslationUnit())
      read.unsupported = "it is declared in a namespace";
    else if (type->isIncompleteArrayType())
      read.unsupported = "its size is not declared in this source";
    else if (type->isArrayType())
      read.unsupported = "it is an array of arrays";
    else if (type->isPointerType())
      read.unsupported =
          "it is a pointer (what it points to stays on the host)";
    else if (!type->isArithmeticType())
      read.unsupported =
          "its type '" + type.getAsString() + "' is not a number";
    read.value.extent = read.value.dim;
    read.value.type = type.getUnqualifiedType().getAsString();
    kernel_.globals.push_back(std::move(read));
  }

  // An assignment, compound assignment, ++ or -- in the body of `owner`.
  void visitWrite(const clang::Expr &write, const clang::FunctionDecl &owner) {
    const clang::Expr *target = nullptr;
    if (const auto *assign = llvm::dyn_cast<clang::BinaryOperator>(&write))
      target = assign->getLHS();
    else
      target = llvm::cast<clang::UnaryOperator>(write).getSubExpr();
    noteWrite(writtenObject(*target), owner, "");
  }

  // The arguments of a call in the body of `owner` that a helper writes
  // through (its parameter a reference, or a pointer written through).
  void visitArguments(const clang::CallExpr &call,
                      const clang::FunctionDecl &called,
                      const clang::FunctionDecl &owner) {
    const clang::FunctionDecl *helper = definitionOf(called);
    const auto params =
        helper ? writtenParams_.find(helper) : writtenParams_.end();
    if (params == writtenParams_.end())
      return;
    for (unsigned i : params->second)
      if (i < call.getNumArgs()) {
        const clang::Expr &arg = *call.getArg(i);
        noteWrite(helper->getParamDecl(i)->getType()->isReferenceType()
                      ? writtenObject(arg)
                      : pointeeObject(arg),
                  owner, helper->getNameAsString());
      }
  }

  // An object written in the body of `owner` (directly, or through
  // `helper`): recorded, once per variable, when it is a variable of static
  // storage or a part of one; and, when it is what a parameter of `owner`
  // refers or points to, that parameter is recorded as written through.
  // Writes through a global pointer, and through a copy of a pointer
  // parameter, are not followed.
  void noteWrite(const WrittenObject &object, const clang::FunctionDecl &owner,
                 const std::string &helper) {
    if (!object.ref)
      return;
    const clang::ValueDecl *decl = object.ref->getDecl();
    if (const auto *param = llvm::dyn_cast<clang::ParmVarDecl>(decl)) {
      const clang::QualType type = param->getType();
      if (param->getDeclContext() == &owner &&
          ((type->isReferenceType() && object.indirections == 0) ||
           (type->isPointerType() && object.indirections == 1)))
        writtenParams_[&owner].insert(param->getFunctionScopeIndex());
      return;
    }
    const auto *var = llvm::dyn_cast<clang::VarDecl>(decl);
    if (var && var->hasGlobalStorage() && object.indirections == 0 &&
        written_.insert(var->getCanonicalDecl()).second)
      writes_.push_back({var, object.ref, helper});
  }

  void visit(const clang::FunctionDecl &called) {
    const clang::FunctionDecl *definition = definitionOf(called);
    if (!definition)
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
    helper.enclosingNamespace = enclosingNamespace(*definition);
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
        visitCalls(*body, *definition); // its own helpers first
      helper.definition = sourceText(text->getSourceRange(), ctx_);
    }
    kernel_.helpers.push_back(std::move(helper));
  }

  clang::ASTContext &ctx_;
  const clang::SourceManager &sm_;
  KernelModel &kernel_;
  std::set<const clang::FunctionDecl *> seen_;
  std::set<const clang::VarDecl *> globals_;
  std::set<const clang::VarDecl *> written_;
  std::vector<GlobalWrite> writes_;
  // By helper: the positions of the parameters it writes through.
  std::map<const clang::FunctionDecl *, std::set<unsigned>> writtenParams_;
};

} // namespace

std::vector<GlobalWrite> describeHelpers(const clang::FunctionDecl &definition,
                                         clang::ASTContext &ctx,
                                         KernelModel &kernel) {
  const clang::Stmt *body = definition.getBody();
  if (!body)
    return {};
  HelperCollector collector(ctx, kernel);
  collector.skip(definition); // a recursive kernel is no helper of its own
  collector.visitCalls(*body, definition);
  return collector.writes();
}

} // namespace loom::translator
