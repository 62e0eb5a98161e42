// Reading source text and locations back from the AST.
#pragma once

#include "frontend/file_analysis.h"
#include "model/loop_model.h"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Expr.h>
#include <clang/Basic/SourceManager.h>

#include <optional>
#include <string>
#include <vector>

namespace loom::translator {

// The text of `range` as written in the file (macro invocations kept).
std::string sourceText(clang::SourceRange range, const clang::ASTContext &ctx);
std::string sourceText(const clang::Expr *expr, const clang::ASTContext &ctx);

// The text an argument expression is written as, for the generated code to
// use: in the file; for an expression written inside a macro's definition
// (`#define ARGX op_arg_dat(p_x, ...)`), in that definition; for one pasted
// together by a function-like macro, the macro's use (`MK(x)`). Nothing
// when the only text left would be the name of an object-like macro that
// stands for more than the expression (`#define ARGP op_arg_dat(p_ ## x,
// ...)`): the caller refuses the argument.
std::optional<std::string> writtenText(const clang::Expr *expr,
                                       const clang::ASTContext &ctx);

// The file position where `loc` is written (the macro use for expansions).
SourceLocation modelLocation(clang::SourceLocation loc,
                             const clang::SourceManager &sm);

// An argument stripped of implicit conversions, copies and parentheses.
const clang::Expr *stripArgument(const clang::Expr *expr);

// The indentation, from the line's start to its first token, of each line
// of the main file that a token in [begin, end) opens, comments counted as
// tokens: the places where a line's indentation may change without
// changing a string literal or a comment's text. Blanks are spaces or tabs.
std::vector<TextRange> lineIndents(const clang::SourceManager &sm,
                                   const clang::LangOptions &lang,
                                   unsigned begin, unsigned end);

// The string literal `expr` spells, if it is one.
std::optional<std::string> stringLiteral(const clang::Expr *expr);

} // namespace loom::translator
