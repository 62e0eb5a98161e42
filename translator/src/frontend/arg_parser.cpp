#include "frontend/arg_parser.h"

#include "frontend/source_text.h"
#include "generators/common/escaping.h"

#include <clang/AST/Decl.h>
#include <clang/AST/ExprCXX.h>
#include <clang/Lex/Lexer.h>

namespace loom::translator {

namespace {

// Argument positions of an op_arg_dat-like call. OP2's op_opt_arg_dat puts
// its flag first; a flag-last variant is accepted too.
struct DatLayout {
  unsigned dat = 0, idx = 1, map = 2, dim = 3, type = 4, access = 5;
  std::optional<unsigned> flag;
};

class ArgParser {
public:
  ArgParser(const clang::CallExpr &call, llvm::StringRef function,
            clang::ASTContext &ctx, Diagnostics &diags)
      : call_(call), function_(function.str()), ctx_(ctx), diags_(diags) {}

  std::optional<ParsedArg> parse() {
    out_.model.loc =
        modelLocation(call_.getBeginLoc(), ctx_.getSourceManager());
    if (function_ == "op_arg_dat" || function_ == "op_opt_arg_dat")
      parseDat();
    else if (function_ == "op_arg_gbl")
      parseGbl(0);
    else if (function_ == "op_opt_arg_gbl")
      parseGbl(1);
    else if (function_ == "op_arg_info")
      parseInfo();
    else
      parseIdx();
    if (!ok_)
      return std::nullopt;
    return std::move(out_);
  }

private:
  const clang::Expr *arg(unsigned i) const { return call_.getArg(i); }

  std::optional<int> constant(unsigned i) {
    clang::Expr::EvalResult value;
    const clang::Expr *expr = arg(i);
    if (expr->isValueDependent() || !expr->EvaluateAsInt(value, ctx_))
      return std::nullopt;
    return static_cast<int>(value.Val.getInt().getExtValue());
  }

  void fail() { ok_ = false; }

  // The text of argument `i` as written (see writtenText), or a diagnostic.
  std::string written(unsigned i, const char *what) {
    if (std::optional<std::string> text = writtenText(arg(i), ctx_))
      return *text;
    diags_.report(arg(i)->getExprLoc(), Diag::ArgTextInMacro)
        << what << function_;
    fail();
    return "";
  }

  // The dim, a constant; positive unless the argument is optional (an
  // inactive one is never checked at run time).
  void readDim(unsigned i) {
    if (std::optional<int> dim = constant(i)) {
      out_.model.dim = *dim;
      if (*dim <= 0 && !out_.model.optional) {
        diags_.report(arg(i)->getExprLoc(), Diag::DimNotPositive)
            << *dim << function_;
        fail();
      }
      return;
    }
    diags_.report(arg(i)->getExprLoc(), Diag::NonConstantDim) << function_;
    fail();
  }

  void readType(unsigned i) {
    out_.typeLoc = arg(i)->getExprLoc();
    if (std::optional<std::string> type = stringLiteral(arg(i))) {
      out_.model.type = *type;
      return;
    }
    diags_.report(out_.typeLoc, Diag::NonLiteralType) << function_;
    fail();
  }

  void readAccess(unsigned i) {
    out_.accessLoc = arg(i)->getExprLoc();
    std::optional<int> access = constant(i);
    if (access && *access >= 0 && *access <= 5) {
      out_.model.access = static_cast<Access>(*access);
      return;
    }
    diags_.report(arg(i)->getExprLoc(), Diag::BadAccess) << function_;
    fail();
  }

  bool isNullMap(const clang::Expr *map) const {
    map = map->IgnoreParenCasts();
    return llvm::isa<clang::CXXNullPtrLiteralExpr>(map) ||
           map->isNullPointerConstant(
               ctx_, clang::Expr::NPC_ValueDependentIsNotNull) !=
               clang::Expr::NPCK_NotNull;
  }

  // The macro the map argument is written as (OP_ID, OP_GBL), if any.
  llvm::StringRef mapMacro(const clang::Expr *map) const {
    clang::SourceLocation loc = map->getBeginLoc();
    if (!loc.isMacroID())
      return {};
    return clang::Lexer::getImmediateMacroName(loc, ctx_.getSourceManager(),
                                               ctx_.getLangOpts());
  }

  const clang::VarDecl *mapVariable(const clang::Expr *map) const {
    if (const auto *ref =
            llvm::dyn_cast<clang::DeclRefExpr>(map->IgnoreParenImpCasts()))
      return llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
    return nullptr;
  }

  DatLayout datLayout() const {
    DatLayout layout;
    if (function_ != "op_opt_arg_dat")
      return layout;
    const clang::FunctionDecl *callee = call_.getDirectCallee();
    bool flagFirst = callee && callee->getNumParams() > 0 &&
                     callee->getParamDecl(0)->getType()->isIntegerType();
    if (flagFirst)
      return {1, 2, 3, 4, 5, 6, 0};
    return {0, 1, 2, 3, 4, 5, 6};
  }

  void parseDat() {
    DatLayout layout = datLayout();
    ArgModel &model = out_.model;
    model.kind = ArgKind::Dat;
    model.optional = layout.flag.has_value();
    model.datExpr = written(layout.dat, "dat");
    readDim(layout.dim);
    readType(layout.type);
    readAccess(layout.access);

    const clang::Expr *map = arg(layout.map);
    bool nullMap = isNullMap(map);
    if (nullMap && mapMacro(map) == "OP_GBL") {
      diags_.report(map->getExprLoc(), Diag::DatWithGbl) << function_;
      fail();
      return;
    }
    model.mapExpr = nullMap ? "OP_ID" : written(layout.map, "map");
    if (!ok_)
      return;
    out_.idxLoc = arg(layout.idx)->getExprLoc();
    std::optional<int> idx = constant(layout.idx);
    if (!idx) {
      diags_.report(out_.idxLoc, Diag::NonConstantIdx) << function_;
      fail();
      return;
    }
    if (*idx == -1 && nullMap) {
      model.mapKind = MapKind::Direct;
      model.idx = -1;
    } else if (*idx == -1 || nullMap) {
      diags_.report(out_.idxLoc, Diag::IndexMapMismatch)
          << *idx << function_ << (*idx == -1)
          << codegen::commentExpr(model.mapExpr);
      fail();
    } else if (*idx >= 0) {
      model.mapKind = MapKind::Indirect;
      model.idx = *idx;
      out_.mapVar = mapVariable(map);
    } else {
      model.mapKind = MapKind::Vector;
      model.idx = -*idx;
      out_.mapVar = mapVariable(map);
    }
  }

  // op_arg_gbl(data, dim, type, acc), op_arg_gbl(data, dim, type, size, acc)
  // and op_opt_arg_gbl(opt, data, dim, type, acc): `first` skips the flag.
  void parseGbl(unsigned first) {
    ArgModel &model = out_.model;
    model.kind = ArgKind::Gbl;
    model.mapKind = MapKind::None;
    model.mapExpr = "OP_GBL";
    model.optional = first > 0;
    model.datExpr = written(first, "data");
    readDim(first + 1);
    readType(first + 2);
    readAccess(call_.getNumArgs() - 1);
  }

  // op_arg_info(data, dim, type, ref): a payload the kernel writes, which
  // follows the winning element of the OP_MIN/OP_MAX gbl at position ref
  // (checked by the loop builder once all arguments are known).
  void parseInfo() {
    ArgModel &model = out_.model;
    model.kind = ArgKind::Info;
    model.mapKind = MapKind::None;
    model.mapExpr = "OP_GBL";
    model.access = Access::Write;
    model.datExpr = written(0, "data");
    readDim(1);
    readType(2);
    out_.idxLoc = arg(3)->getExprLoc();
    if (std::optional<int> ref = constant(3)) {
      model.infoRef = *ref;
      return;
    }
    diags_.report(out_.idxLoc, Diag::NonConstantInfoRef);
    fail();
  }

  // op_arg_idx(idx, map): the iteration index (-1, OP_ID) or a map entry.
  void parseIdx() {
    ArgModel &model = out_.model;
    model.kind = ArgKind::Idx;
    model.mapKind = MapKind::None;
    model.dim = 1;
    model.type = "int";
    model.access = Access::Read;
    const clang::Expr *map = arg(1);
    bool nullMap = isNullMap(map);
    model.mapExpr = nullMap ? "OP_ID" : written(1, "map");
    out_.idxLoc = arg(0)->getExprLoc();
    std::optional<int> idx = constant(0);
    if (!idx) {
      diags_.report(out_.idxLoc, Diag::NonConstantIdx) << function_;
      fail();
      return;
    }
    model.idx = *idx;
    if ((*idx == -1) != nullMap || *idx < -1) {
      diags_.report(out_.idxLoc, Diag::IndexMapMismatch)
          << *idx << function_ << (*idx == -1)
          << codegen::commentExpr(model.mapExpr);
      fail();
      return;
    }
    if (!nullMap)
      out_.mapVar = mapVariable(map);
  }

  const clang::CallExpr &call_;
  std::string function_;
  clang::ASTContext &ctx_;
  Diagnostics &diags_;
  ParsedArg out_;
  bool ok_ = true;
};

constexpr std::pair<llvm::StringRef, unsigned> ArgFunctions[] = {
    {"op_arg_dat", 6},     {"op_opt_arg_dat", 7}, {"op_arg_gbl", 4},
    {"op_opt_arg_gbl", 5}, {"op_arg_info", 4},    {"op_arg_idx", 2}};

} // namespace

std::optional<ParsedArg> parseArg(const clang::Expr *arg, unsigned position,
                                  clang::ASTContext &ctx, Diagnostics &diags) {
  const auto *call = llvm::dyn_cast<clang::CallExpr>(stripArgument(arg));
  const clang::FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (callee && callee->getIdentifier()) {
    for (auto [name, minArgs] : ArgFunctions)
      if (callee->getName() == name && call->getNumArgs() >= minArgs)
        return ArgParser(*call, name, ctx, diags).parse();
  }
  diags.report(arg->getExprLoc(), Diag::NotAnOpArg) << position;
  return std::nullopt;
}

} // namespace loom::translator
