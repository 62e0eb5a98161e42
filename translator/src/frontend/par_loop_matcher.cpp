#include "frontend/par_loop_matcher.h"

#include "frontend/arg_parser.h"
#include "frontend/kernel_resolver.h"
#include "frontend/source_text.h"
#include "frontend/type_names.h"
#include "generators/common/escaping.h"

#include <clang/ASTMatchers/ASTMatchers.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>
#include <cctype>

namespace loom::translator {

using namespace clang::ast_matchers;

namespace {

// op_par_loop(kernel, name, set, args...)
constexpr unsigned KernelArg = 0, NameArg = 1, SetArg = 2, FirstOpArg = 3;

class LoopBuilder {
public:
  LoopBuilder(const clang::CallExpr &call, clang::ASTContext &ctx,
              const MapDeclFinder &maps, Diagnostics &diags,
              bool warnReadNonConst)
      : call_(call), ctx_(ctx), sm_(ctx.getSourceManager()), maps_(maps),
        diags_(diags), warnReadNonConst_(warnReadNonConst) {}

  // The loop, or nullopt when it had errors (all of them reported).
  std::optional<LoopModel> build(LoopCallSite &site) {
    loop_.loc = modelLocation(call_.getBeginLoc(), sm_);
    if (!readCallSite(site))
      return std::nullopt;
    readName();
    loop_.setExpr = sourceText(call_.getArg(SetArg), ctx_);
    std::optional<ResolvedKernel> kernel =
        resolveKernel(call_.getArg(KernelArg), ctx_, diags_);
    std::vector<ParsedArg> args;
    for (unsigned i = FirstOpArg; i < call_.getNumArgs(); ++i) {
      if (std::optional<ParsedArg> arg =
              parseArg(call_.getArg(i), i - FirstOpArg, ctx_, diags_))
        args.push_back(std::move(*arg));
      else
        ok_ = false;
    }
    if (!kernel || !ok_)
      return std::nullopt;
    loop_.kernel = kernel->model;
    if (!checkArgCount(*kernel))
      return std::nullopt;
    for (size_t i = 0; i < args.size(); ++i)
      addArg(args[i], *kernel, i);
    for (size_t i = 0; i < args.size(); ++i)
      checkInfoRef(args[i]);
    if (!ok_)
      return std::nullopt;
    loop_.indexDats();
    return std::move(loop_);
  }

private:
  bool readCallSite(LoopCallSite &site) {
    if (std::optional<LoopCallSite> found = findCallSite()) {
      site = *found;
      return true;
    }
    diags_.report(call_.getBeginLoc(), Diag::CallInMacro);
    return false;
  }

  // The callee name and the kernel argument, when both are written in the
  // main file (not produced by a macro). A parenthesised callee,
  // `(op_par_loop)(...)`, is renamed inside its parentheses.
  std::optional<LoopCallSite> findCallSite() const {
    const auto *callee = llvm::dyn_cast<clang::DeclRefExpr>(
        call_.getCallee()->IgnoreParenImpCasts());
    if (!callee)
      return std::nullopt;
    // A call written as a macro's argument, `WRAP(op_par_loop(...))`, is
    // spelled in the file; one that a macro's body produces is not.
    clang::SourceLocation calleeLoc = callee->getLocation();
    if (calleeLoc.isMacroID()) {
      if (!sm_.isMacroArgExpansion(calleeLoc))
        return std::nullopt;
      calleeLoc = sm_.getSpellingLoc(calleeLoc);
    }
    if (!sm_.isWrittenInMainFile(calleeLoc))
      return std::nullopt;
    clang::CharSourceRange kernel = clang::Lexer::makeFileCharRange(
        clang::CharSourceRange::getTokenRange(
            call_.getArg(KernelArg)->getSourceRange()),
        sm_, ctx_.getLangOpts());
    if (kernel.isInvalid() || !sm_.isWrittenInMainFile(kernel.getBegin()))
      return std::nullopt;
    LoopCallSite site;
    site.calleeBegin = sm_.getFileOffset(calleeLoc);
    site.calleeEnd = site.calleeBegin + clang::Lexer::MeasureTokenLength(
                                            calleeLoc, sm_, ctx_.getLangOpts());
    site.kernelBegin = sm_.getFileOffset(kernel.getBegin());
    llvm::StringRef text = sm_.getBufferData(sm_.getMainFileID());
    size_t kernelEnd = sm_.getFileOffset(kernel.getEnd());
    std::optional<size_t> comma = findComma(text, kernelEnd);
    if (!comma || site.kernelBegin < site.calleeEnd)
      return std::nullopt;
    site.kernelEnd = skipBlanks(text, kernelEnd);
    site.commaBegin = static_cast<unsigned>(*comma);
    site.commaEnd = skipBlanks(text, *comma + 1);
    clang::SourceLocation rparen = call_.getRParenLoc();
    if (rparen.isMacroID() && sm_.isMacroArgExpansion(rparen))
      rparen = sm_.getSpellingLoc(rparen);
    if (rparen.isFileID() && sm_.isWrittenInMainFile(rparen))
      site.lineIndents = lineIndents(sm_, ctx_.getLangOpts(), site.commaEnd,
                                     sm_.getFileOffset(rparen));
    return site;
  }

  static unsigned skipBlanks(llvm::StringRef text, size_t pos) {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
      ++pos;
    return static_cast<unsigned>(pos);
  }

  // The offset of the first ',' at or after `pos`, skipping blanks and
  // comments; nullopt if anything else comes first.
  static std::optional<size_t> findComma(llvm::StringRef text, size_t pos) {
    while (pos < text.size()) {
      if (text[pos] == ',')
        return pos;
      if (std::isspace(static_cast<unsigned char>(text[pos]))) {
        ++pos;
      } else if (text.substr(pos).starts_with("//")) {
        pos = text.find('\n', pos);
      } else if (text.substr(pos).starts_with("/*")) {
        pos = text.find("*/", pos + 2);
        pos = pos == llvm::StringRef::npos ? pos : pos + 2;
      } else {
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  void readName() {
    // op_seq.h takes the name as a loom::LoopName, converted from the
    // literal (loom/core/loop_name.h): the literal is its first argument.
    const clang::Expr *name = call_.getArg(NameArg)->IgnoreImplicit();
    if (const auto *conversion = llvm::dyn_cast<clang::CXXConstructExpr>(name);
        conversion && conversion->getNumArgs() >= 1)
      name = conversion->getArg(0);
    if (std::optional<std::string> literal = stringLiteral(name)) {
      loop_.name = *literal;
      return;
    }
    diags_.report(name->getExprLoc(), Diag::NonLiteralName);
    ok_ = false;
  }

  bool checkArgCount(const ResolvedKernel &kernel) {
    unsigned passed = call_.getNumArgs() - FirstOpArg;
    if (passed == kernel.model.params.size())
      return true;
    diags_.report(call_.getBeginLoc(), Diag::ArgCountMismatch)
        << codegen::commentText(loop_.name) << passed << kernel.model.name
        << static_cast<unsigned>(kernel.model.params.size());
    return false;
  }

  void addArg(const ParsedArg &parsed, const ResolvedKernel &kernel,
              size_t position) {
    ArgModel arg = parsed.model;
    const KernelParam &param = kernel.model.params[position];
    const ParamShape &shape = kernel.shapes[position];
    int depth = arg.mapKind == MapKind::Vector ? 2 : 1;
    if (shape.pointerDepth != depth ||
        !typeStringMatches(arg.type, param.pointee, shape.canonicalElement)) {
      clang::SourceLocation where =
          parsed.typeLoc.isValid() ? parsed.typeLoc : parsed.idxLoc;
      std::string expected = "'" +
                             codegen::commentText(typeStringBase(arg.type)) +
                             (depth == 2 ? " **'" : " *'");
      diags_.report(where, Diag::TypeMismatch)
          << static_cast<unsigned>(position) << codegen::commentText(arg.type)
          << param.name << param.type << expected;
      ok_ = false;
    }
    checkConstness(parsed, param, position, arg);
    arg.cType = param.pointee;
    if (arg.usesMap())
      attachMap(arg, parsed);
    loop_.args.push_back(std::move(arg));
  }

  // A kernel cannot write through a pointer to const: an access mode that
  // writes is then what the kernel can do, OP_READ, with a warning (OP2 does
  // not check); an op_arg_info is an error. Reading through a non-const
  // pointer is allowed (and reported on request).
  void checkConstness(const ParsedArg &parsed, const KernelParam &param,
                      size_t position, ArgModel &model) {
    const ArgModel &arg = parsed.model;
    if (arg.kind == ArgKind::Idx)
      return;
    bool writes = arg.kind == ArgKind::Info || arg.access != Access::Read;
    clang::SourceLocation where =
        parsed.accessLoc.isValid() ? parsed.accessLoc : call_.getBeginLoc();
    if (writes && param.isConst && arg.kind == ArgKind::Info) {
      diags_.report(where, Diag::InfoThroughConstParam)
          << static_cast<unsigned>(position) << param.name << param.type;
      ok_ = false;
    } else if (writes && param.isConst) {
      diags_.warn(where, Diag::WriteThroughConstParam,
                  static_cast<unsigned>(position), accessName(arg.access),
                  param.name, param.type);
      model.access = Access::Read;
    } else if (!writes && !param.isConst && warnReadNonConst_) {
      diags_.warn(where, Diag::ReadThroughNonConstParam,
                  static_cast<unsigned>(position), param.name, param.type);
    }
  }

  // An op_arg_info must name an OP_MIN/OP_MAX op_arg_gbl of the same loop.
  void checkInfoRef(const ParsedArg &parsed) {
    const ArgModel &arg = parsed.model;
    if (arg.kind != ArgKind::Info)
      return;
    int ref = arg.infoRef;
    bool ok = ref >= 0 && ref < static_cast<int>(loop_.args.size()) &&
              loop_.args[ref].kind == ArgKind::Gbl &&
              (loop_.args[ref].access == Access::Min ||
               loop_.args[ref].access == Access::Max);
    if (ok)
      return;
    diags_.report(parsed.idxLoc, Diag::InfoRefNotReduction) << ref;
    ok_ = false;
  }

  void attachMap(ArgModel &arg, const ParsedArg &parsed) {
    auto it =
        std::find_if(loop_.maps.begin(), loop_.maps.end(),
                     [&](const MapModel &m) { return m.expr == arg.mapExpr; });
    if (it == loop_.maps.end())
      it = loop_.maps.insert(loop_.maps.end(),
                             {arg.mapExpr, maps_.dimOf(parsed.mapVar)});
    arg.mapIndex = static_cast<int>(it - loop_.maps.begin());
    int dim = it->dim;
    if (dim < 0)
      return;
    bool vector = arg.mapKind == MapKind::Vector;
    if (vector ? arg.idx > dim : arg.idx >= dim) {
      diags_.report(parsed.idxLoc, Diag::MapIndexOutOfRange)
          << (vector ? -arg.idx : arg.idx) << codegen::commentExpr(arg.mapExpr)
          << dim;
      ok_ = false;
    }
  }

  const clang::CallExpr &call_;
  clang::ASTContext &ctx_;
  const clang::SourceManager &sm_;
  const MapDeclFinder &maps_;
  Diagnostics &diags_;
  bool warnReadNonConst_;
  LoopModel loop_;
  bool ok_ = true;
};

bool hasRecoveredErrors(const clang::CallExpr &call) {
  return call.containsErrors() || std::any_of(call.arg_begin(), call.arg_end(),
                                              [](const clang::Expr *arg) {
                                                return arg->containsErrors();
                                              });
}

} // namespace

void ParLoopMatcher::registerMatchers(MatchFinder &finder) {
  finder.addMatcher(callExpr(callee(functionDecl(hasName("op_par_loop"))),
                             argumentCountAtLeast(FirstOpArg),
                             isExpansionInMainFile(),
                             unless(isInTemplateInstantiation()))
                        .bind("parLoop"),
                    this);
}

void ParLoopMatcher::run(const MatchFinder::MatchResult &result) {
  if (const auto *call = result.Nodes.getNodeAs<clang::CallExpr>("parLoop"))
    calls_.push_back(call);
}

void ParLoopMatcher::build(clang::ASTContext &ctx, const MapDeclFinder &maps,
                           Diagnostics &diags, FileAnalysis &analysis,
                           bool warnReadNonConst) const {
  for (const clang::CallExpr *call : calls_) {
    // Clang has already reported what is wrong with such a call.
    if (hasRecoveredErrors(*call))
      continue;
    LoopCallSite site;
    if (std::optional<LoopModel> loop =
            LoopBuilder(*call, ctx, maps, diags, warnReadNonConst)
                .build(site)) {
      analysis.model.loops.push_back(std::move(*loop));
      analysis.callSites.push_back(site);
    }
  }
}

std::vector<const clang::FunctionDecl *> ParLoopMatcher::kernels() const {
  std::vector<const clang::FunctionDecl *> out;
  for (const clang::CallExpr *call : calls_)
    if (call->getNumArgs() > KernelArg)
      if (const clang::FunctionDecl *fn =
              referencedFunction(call->getArg(KernelArg)))
        out.push_back(fn);
  return out;
}

} // namespace loom::translator
