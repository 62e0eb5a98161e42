#include "frontend/param_uses.h"

#include "frontend/source_text.h"

#include <clang/AST/Expr.h>
#include <clang/ASTMatchers/ASTMatchFinder.h>
#include <clang/ASTMatchers/ASTMatchers.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace loom::translator {

using namespace clang::ast_matchers;

namespace {

// Offsets of file text relative to the start of the kernel's definition.
class DefinitionText {
public:
  DefinitionText(const clang::Decl &textDecl, const clang::ASTContext &ctx)
      : sm_(ctx.getSourceManager()), lang_(ctx.getLangOpts()) {
    const clang::CharSourceRange whole = clang::Lexer::makeFileCharRange(
        clang::CharSourceRange::getTokenRange(textDecl.getSourceRange()), sm_,
        lang_);
    if (whole.isInvalid())
      return;
    file_ = sm_.getFileID(whole.getBegin());
    begin_ = sm_.getFileOffset(whole.getBegin());
    end_ = sm_.getFileOffset(whole.getEnd());
    valid_ = true;
  }

  // [begin, end) of `range` (a token range) in the definition's text, when
  // it is written there in full (not in a macro definition).
  std::optional<TextSpan> span(clang::SourceRange range) const {
    if (!valid_)
      return std::nullopt;
    const clang::CharSourceRange chars = clang::Lexer::makeFileCharRange(
        clang::CharSourceRange::getTokenRange(range), sm_, lang_);
    if (chars.isInvalid() || sm_.getFileID(chars.getBegin()) != file_)
      return std::nullopt;
    const unsigned b = sm_.getFileOffset(chars.getBegin());
    const unsigned e = sm_.getFileOffset(chars.getEnd());
    if (b < begin_ || e > end_ || b >= e)
      return std::nullopt;
    return TextSpan{b - begin_, e - begin_};
  }

  // The offset of the character at `loc`, when it is in the text itself.
  std::optional<size_t> offset(clang::SourceLocation loc) const {
    if (!valid_ || !loc.isFileID() || sm_.getFileID(loc) != file_)
      return std::nullopt;
    const unsigned at = sm_.getFileOffset(loc);
    if (at < begin_ || at >= end_)
      return std::nullopt;
    return at - begin_;
  }

private:
  const clang::SourceManager &sm_;
  const clang::LangOptions &lang_;
  clang::FileID file_;
  unsigned begin_ = 0, end_ = 0;
  bool valid_ = false;
};

} // namespace

void describeParamUses(const clang::FunctionDecl &definition,
                       const clang::Decl &textDecl, clang::ASTContext &ctx,
                       KernelModel &kernel) {
  const clang::Stmt *body = definition.getBody();
  if (!body || definition.getNumParams() != kernel.params.size())
    return;
  const DefinitionText text(textDecl, ctx);
  if (clang::FunctionTypeLoc type = definition.getFunctionTypeLoc())
    if (std::optional<size_t> at = text.offset(type.getRParenLoc()))
      kernel.paramsEnd = *at;

  // `p[i]` (p on the left) and `*p`, found by matchers; the parent map
  // cannot be used here (the context's traversal scope is the main file,
  // kernels may be in headers).
  const auto param = declRefExpr(to(parmVarDecl()));
  std::map<const clang::DeclRefExpr *, const clang::Expr *> subscripted;
  for (const BoundNodes &bound :
       match(findAll(arraySubscriptExpr(
                         hasLHS(ignoringParenImpCasts(param.bind("ref"))))
                         .bind("subscript")),
             *body, ctx))
    subscripted.emplace(
        bound.getNodeAs<clang::DeclRefExpr>("ref"),
        bound.getNodeAs<clang::ArraySubscriptExpr>("subscript")->getIdx());
  std::set<const clang::DeclRefExpr *> dereferenced;
  for (const BoundNodes &bound :
       match(findAll(unaryOperator(
                 hasOperatorName("*"),
                 hasUnaryOperand(ignoringParenImpCasts(param.bind("ref"))))),
             *body, ctx))
    dereferenced.insert(bound.getNodeAs<clang::DeclRefExpr>("ref"));

  for (const BoundNodes &bound :
       match(findAll(param.bind("ref")), *body, ctx)) {
    const auto *ref = bound.getNodeAs<clang::DeclRefExpr>("ref");
    const auto *decl = llvm::cast<clang::ParmVarDecl>(ref->getDecl());
    const unsigned index = decl->getFunctionScopeIndex();
    if (index >= kernel.params.size() || definition.getParamDecl(index) != decl)
      continue;
    KernelParam &model = kernel.params[index];
    bool plain = false;
    if (auto it = subscripted.find(ref); it != subscripted.end()) {
      if (std::optional<TextSpan> index =
              text.span(it->second->getSourceRange())) {
        // A macro argument expanded twice (`MIN(p[0], x)`) gives two
        // subscripts written at one place: the text is rewritten once.
        const auto same = [&](const TextSpan &s) {
          return s.begin == index->begin && s.end == index->end;
        };
        if (std::none_of(model.subscripts.begin(), model.subscripts.end(),
                         same))
          model.subscripts.push_back(*index);
        plain = true;
      }
    } else if (dereferenced.count(ref)) {
      // `*p` is value 0 in any layout: nothing to rewrite, wherever it is
      // written (a macro's argument or body too).
      plain = true;
    }
    if (!plain && !model.otherUse)
      model.otherUse =
          modelLocation(ref->getLocation(), ctx.getSourceManager());
  }
}

} // namespace loom::translator
