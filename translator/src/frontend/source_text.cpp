#include "frontend/source_text.h"

#include <clang/AST/ExprCXX.h>
#include <clang/Lex/Lexer.h>

#include <cctype>

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

namespace {

bool isIdentifier(const std::string &text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0])))
    return false;
  for (char c : text)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
      return false;
  return true;
}

// The text of `range` in the definition of the macro it was written in,
// when all of it is there (not pasted together, not spread over macros).
std::optional<std::string> spelledText(clang::SourceRange range,
                                       const clang::SourceManager &sm,
                                       const clang::LangOptions &lang) {
  const clang::SourceLocation begin = sm.getSpellingLoc(range.getBegin());
  const clang::SourceLocation end = sm.getSpellingLoc(range.getEnd());
  if (begin.isInvalid() || end.isInvalid() ||
      !sm.isWrittenInSameFile(begin, end) ||
      sm.isWrittenInScratchSpace(begin) || end < begin)
    return std::nullopt;
  std::string text =
      clang::Lexer::getSourceText(
          clang::CharSourceRange::getTokenRange(begin, end), sm, lang)
          .str();
  if (text.empty())
    return std::nullopt;
  return text;
}

} // namespace

std::optional<std::string> writtenText(const clang::Expr *expr,
                                       const clang::ASTContext &ctx) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  const clang::LangOptions &lang = ctx.getLangOpts();
  const clang::SourceRange range = expr->getSourceRange();
  const bool inMacro = range.getBegin().isMacroID();
  clang::CharSourceRange chars = clang::Lexer::makeFileCharRange(
      clang::CharSourceRange::getTokenRange(range), sm, lang);
  if (chars.isValid()) {
    std::string text = clang::Lexer::getSourceText(chars, sm, lang).str();
    // The expression is a whole object-like macro (`#define THE_Y p_y`):
    // the definition's text, where there is one, else the macro's name,
    // which expands to the expression wherever the generated code uses it.
    if (inMacro && isIdentifier(text))
      return spelledText(range, sm, lang).value_or(text);
    return text;
  }
  // Inside a macro's definition (`#define ARGX op_arg_dat(p_x, ...)`).
  if (std::optional<std::string> spelled = spelledText(range, sm, lang))
    return spelled;
  // Pasted together: the macro use that made it (`MK(x)`, which the
  // generators do not take for a name) will do; the bare name of an
  // object-like macro would not, as that macro stands for more than the
  // expression.
  std::string text = sourceText(range, ctx);
  if (text.empty() || isIdentifier(text))
    return std::nullopt;
  return text;
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

std::vector<TextRange> lineIndents(const clang::SourceManager &sm,
                                   const clang::LangOptions &lang,
                                   unsigned begin, unsigned end) {
  std::vector<TextRange> indents;
  llvm::StringRef text = sm.getBufferData(sm.getMainFileID());
  if (begin >= end || end > text.size())
    return indents;
  clang::Lexer lexer(sm.getLocForStartOfFile(sm.getMainFileID()), lang,
                     text.begin(), text.begin() + begin, text.end());
  lexer.SetCommentRetentionState(true);
  clang::Token token;
  while (!lexer.LexFromRawLexer(token)) {
    unsigned at = sm.getFileOffset(token.getLocation());
    if (at >= end)
      break;
    size_t lineEnd = text.find_last_of("\r\n", at == 0 ? 0 : at - 1);
    if (lineEnd == llvm::StringRef::npos || lineEnd < begin)
      continue;
    auto lineStart = static_cast<unsigned>(lineEnd + 1);
    if (text.slice(lineStart, at).find_first_not_of(" \t") ==
        llvm::StringRef::npos)
      indents.push_back({lineStart, at});
  }
  return indents;
}

} // namespace loom::translator
