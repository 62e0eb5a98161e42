#include "frontend/source_text.h"

#include <clang/AST/ExprCXX.h>
#include <clang/Lex/Lexer.h>

namespace loom::translator {

std::string sourceText(clang::SourceRange range, const clang::ASTContext &ctx) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  const clang::LangOptions &lang = ctx.getLangOpts();
  clang::CharSourceRange chars = clang::Lexer::makeFileCharRange(
      clang::CharSourceRange::getTokenRange(range), sm, lang);
  if (chars.isInvalid())
    chars = clang::CharSourceRange::getTokenRange(
        sm.getExpansionRange(range).getAsRange());
  return clang::Lexer::getSourceText(chars, sm, lang).str();
}

std::string sourceText(const clang::Expr *expr, const clang::ASTContext &ctx) {
  return sourceText(expr->getSourceRange(), ctx);
}

SourceLocation modelLocation(clang::SourceLocation loc,
                             const clang::SourceManager &sm) {
  clang::PresumedLoc presumed = sm.getPresumedLoc(sm.getFileLoc(loc),
                                                  /*UseLineDirectives=*/false);
  if (presumed.isInvalid())
    return {};
  return {presumed.getFilename(), presumed.getLine(), presumed.getColumn()};
}

const clang::Expr *stripArgument(const clang::Expr *expr) {
  while (expr) {
    const clang::Expr *inner = expr->IgnoreImplicit()->IgnoreParens();
    if (const auto *construct = llvm::dyn_cast<clang::CXXConstructExpr>(inner);
        construct && construct->getNumArgs() == 1 &&
        construct->getConstructor()->isCopyOrMoveConstructor())
      inner = construct->getArg(0);
    if (inner == expr)
      return expr;
    expr = inner;
  }
  return expr;
}

std::optional<std::string> stringLiteral(const clang::Expr *expr) {
  if (const auto *literal =
          llvm::dyn_cast<clang::StringLiteral>(expr->IgnoreParenImpCasts());
      literal && literal->isOrdinary())
    return literal->getString().str();
  return std::nullopt;
}

} // namespace loom::translator
