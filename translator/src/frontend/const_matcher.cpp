#include "frontend/const_matcher.h"

#include "frontend/source_text.h"
#include "frontend/type_names.h"
#include "generators/common/escaping.h"
#include "loom/core/builtin_type_strings.h"

#include <clang/ASTMatchers/ASTMatchers.h>

#include <utility>

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

// A type as the shape and the type check compare it: canonical (through its
// typedefs), unqualified, printed as C++ prints it (`bool`, not C's `_Bool`;
// `Pair`, not `struct Pair`).
std::string canonicalName(clang::QualType type, const clang::ASTContext &ctx) {
  return type.getCanonicalType().getUnqualifiedType().getAsString(
      ctx.getPrintingPolicy());
}

struct Shape {
  bool array = false;
  int extent = 0;        // as ConstModel::extent
  std::string canonical; // the element type, canonicalName

  // Whether the variable is an array (or scalar) of the elements that
  // op_decl_const<T> copies (`copied`: T's canonicalName, empty where T is
  // unknown): its extent counts them.
  bool holds(const std::string &copied) const {
    return extent > 0 && !copied.empty() && canonical == copied;
  }
};

// The shape of `variable` as a constant's data: an array of arrays, whose
// rows are not elements, and a pointer have no known extent.
Shape shapeOf(const clang::VarDecl &variable, clang::ASTContext &ctx) {
  const clang::QualType type = variable.getType();
  if (type->isDependentType())
    return {};
  if (const clang::ConstantArrayType *array =
          ctx.getAsConstantArrayType(type)) {
    const clang::QualType element = array->getElementType();
    if (element->isArrayType())
      return {};
    return {true, static_cast<int>(array->getSize().getZExtValue()),
            canonicalName(element, ctx)};
  }
  if (type->isArrayType() || type->isPointerType())
    return {};
  return {false, 1, canonicalName(type, ctx)};
}

// T of the op_decl_const<T>(dim, type, T *data) called: the element type
// whose size the runtime copies and against which it checks the type
// string. Null where the call depends on a template parameter.
clang::QualType copiedElement(const clang::CallExpr &call, unsigned dataArg) {
  if (const clang::FunctionDecl *callee = call.getDirectCallee())
    if (const clang::TemplateArgumentList *args =
            callee->getTemplateSpecializationArgs();
        args && args->size() > 0 &&
        args->get(0).getKind() == clang::TemplateArgument::Type)
      return args->get(0).getAsType();
  const clang::QualType passed = call.getArg(dataArg)->getType();
  if (passed.isNull() || passed->isDependentType() || !passed->isPointerType())
    return {};
  return passed->getPointeeType();
}

// The run-time check of op_decl_const (loom::checkTypeName), at translation:
// for data of a built-in type the type string must name it, for any other
// data it must not name a built-in type. `data` is the element's
// canonicalName (empty where it is unknown). Reports and returns false
// where the run would stop.
bool checkConstType(const clang::Expr &typeArg, const std::string &typeString,
                    clang::QualType element, const std::string &data,
                    const char *function, clang::ASTContext &ctx,
                    Diagnostics &diags) {
  if (data.empty())
    return true;
  const bool builtinData = builtinTypeNamed(data) == data;
  const std::string named = typeStringBase(typeString);
  const bool builtinNamed = !builtinTypeNamed(named).empty();
  if (builtinData ? named == data : !builtinNamed)
    return true;
  diags.report(typeArg.getExprLoc(), Diag::ConstTypeMismatch)
      << codegen::commentText(typeString) << function << (builtinData ? 0 : 1)
      << element.getUnqualifiedType().getAsString(ctx.getPrintingPolicy())
      << data;
  return false;
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
    if (constant.dim <= 0) {
      diags.report(dim->getExprLoc(), Diag::DimNotPositive)
          << constant.dim << function;
      ok = false;
    }
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
  // The variable the kernels read: the global the data names, or the
  // global named like the local it names (checkLocalConstant).
  const clang::VarDecl *read = nullptr;
  const clang::VarDecl *var = dataVariable(data);
  if (var && isGlobal(*var)) {
    constant.name = var->getQualifiedNameAsString();
    read = var;
  } else if (var) {
    constant.name = var->getNameAsString();
    checkLocalConstant(*var, *data, function, kernels, ctx, diags);
    read = globalNamed(*var, ctx);
  } else {
    diags.report(data->getBeginLoc(), Diag::ConstNotVariable) << function;
    ok = false;
  }
  if (!ok)
    return std::nullopt;
  const clang::QualType element = copiedElement(*call, first + DataArg);
  const std::string copied = element.isNull() || element->isDependentType()
                                 ? std::string()
                                 : canonicalName(element, ctx);
  if (!checkConstType(*type, constant.type, element, copied, function, ctx,
                      diags))
    return std::nullopt;
  // OP2 copies dim elements of the data: none may lie past the variable.
  const Shape given = shapeOf(*var, ctx);
  if (given.holds(copied) && constant.dim > given.extent) {
    diags.report(dim->getExprLoc(), Diag::ConstDimBeyondVariable)
        << constant.dim << function << given.extent
        << (given.extent == 1 ? "element" : "elements")
        << var->getNameAsString()
        << var->getType().getUnqualifiedType().getAsString(
               ctx.getPrintingPolicy());
    return std::nullopt;
  }
  if (read) // its shape, where it holds the elements copied
    if (const Shape shape = read == var ? given : shapeOf(*read, ctx);
        shape.holds(copied)) {
      constant.array = shape.array;
      constant.extent = shape.extent;
    }
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
