#include "frontend/translation_action.h"

#include "frontend/const_matcher.h"
#include "frontend/dependent_loop_finder.h"
#include "frontend/diagnostics.h"
#include "frontend/function_naming.h"
#include "frontend/header_loop_finder.h"
#include "frontend/include_tracker.h"
#include "frontend/map_decl_finder.h"
#include "frontend/par_loop_matcher.h"
#include "frontend/stack_guard.h"
#include "frontend/user_macros.h"

#include <clang/AST/ASTConsumer.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Tooling/ArgumentsAdjusters.h>
#include <clang/Tooling/Tooling.h>

namespace loom::translator {

namespace {

using clang::ast_matchers::MatchFinder;

class TranslationConsumer : public clang::ASTConsumer {
public:
  TranslationConsumer(FileAnalysis &analysis, const FrontEndOptions &options)
      : analysis_(analysis), options_(options) {
    loops_.registerMatchers(finder_);
    maps_.registerMatchers(finder_);
    consts_.registerMatchers(finder_);
    dependentLoops_.registerMatchers(finder_);
  }

  void HandleTranslationUnit(clang::ASTContext &ctx) override {
    // Loops, maps and constants are declared in the main file: matching
    // only its top-level declarations skips the (large) library headers.
    const clang::SourceManager &sm = ctx.getSourceManager();
    std::vector<clang::Decl *> mainFileDecls;
    for (clang::Decl *decl : ctx.getTranslationUnitDecl()->decls())
      if (sm.isWrittenInMainFile(sm.getExpansionLoc(decl->getLocation())))
        mainFileDecls.push_back(decl);
    ctx.setTraversalScope(mainFileDecls);
    finder_.matchAST(ctx);
    Diagnostics diags(ctx.getDiagnostics(), options_.strict);
    loops_.build(ctx, maps_, diags, analysis_, options_.warnReadNonConst);
    analysis_.model.consts = consts_.build(ctx, loops_.kernels(), diags);
    dependentLoops_.report(diags);
    // Loops in the user's headers would stay untranslated: report them.
    MatchFinder headerFinder;
    HeaderLoopFinder headerLoops;
    headerLoops.registerMatchers(headerFinder);
    ctx.setTraversalScope(HeaderLoopFinder::userHeaderDecls(ctx));
    headerFinder.matchAST(ctx);
    headerLoops.report(diags);
    assignFunctionNames(analysis_.model.loops);
  }

private:
  FileAnalysis &analysis_;
  const FrontEndOptions &options_;
  MatchFinder finder_;
  ParLoopMatcher loops_;
  MapDeclFinder maps_;
  ConstMatcher consts_;
  DependentLoopFinder dependentLoops_;
};

class TranslationAction : public clang::ASTFrontendAction {
public:
  TranslationAction(std::vector<FileAnalysis> &results,
                    const FrontEndOptions &options)
      : results_(results), options_(options) {}

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &ci) override {
    clang::SourceManager &sm = ci.getSourceManager();
    analysis_ = FileAnalysis{};
    if (clang::OptionalFileEntryRef main =
            sm.getFileEntryRefForID(sm.getMainFileID()))
      analysis_.model.mainFile = main->getName().str();
    analysis_.content = sm.getBufferData(sm.getMainFileID()).str();
    noteTranslatedSource(analysis_.model.mainFile);
    ci.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeTracker>(sm, analysis_));
    return true;
  }

  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<TranslationConsumer>(analysis_, options_);
  }

  void EndSourceFileAction() override {
    clang::CompilerInstance &ci = getCompilerInstance();
    analysis_.ok = !ci.getDiagnostics().hasErrorOccurred();
    analysis_.model.userMacros = userMacros(ci.getPreprocessor());
    results_.push_back(std::move(analysis_));
  }

private:
  std::vector<FileAnalysis> &results_;
  const FrontEndOptions &options_;
  FileAnalysis analysis_;
};

class TranslationActionFactory : public clang::tooling::FrontendActionFactory {
public:
  TranslationActionFactory(std::vector<FileAnalysis> &results,
                           const FrontEndOptions &options)
      : results_(results), options_(options) {}

  std::unique_ptr<clang::FrontendAction> create() override {
    return std::make_unique<TranslationAction>(results_, options_);
  }

  // A bad flag after `--` (-fbogus-flag, -stdlib=nope) has been reported on
  // its line already; Clang would go on and add "1 error generated.".
  // Nothing is translated after an error, so nothing is parsed either.
  bool runInvocation(std::shared_ptr<clang::CompilerInvocation> invocation,
                     clang::FileManager *files,
                     std::shared_ptr<clang::PCHContainerOperations> pch,
                     clang::DiagnosticConsumer *consumer) override {
    if (consumer && consumer->getNumErrors() > 0)
      return false;
    return FrontendActionFactory::runInvocation(std::move(invocation), files,
                                                std::move(pch), consumer);
  }

private:
  std::vector<FileAnalysis> &results_;
  const FrontEndOptions &options_;
};

// Clang's text diagnostics, counting errors: the driver's errors (an
// invalid -std=, a malformed flag) are reported through the tool's consumer
// but leave the parse itself without errors. Those come before any source
// is begun and have no place in a file: they start "loom: ", as every Loom
// program's own errors do, one line each, without the driver's notes
// (inside a source, Clang's notes and trailers such as "too many errors
// emitted" stay as Clang writes them).
class CountingDiagnostics : public clang::DiagnosticConsumer {
public:
  CountingDiagnostics()
      : options_(new clang::DiagnosticOptions),
        printer_(llvm::errs(), options_.get()) {}

  void BeginSourceFile(const clang::LangOptions &lang,
                       const clang::Preprocessor *pp) override {
    printer_.BeginSourceFile(lang, pp);
    inSource_ = true;
  }
  void EndSourceFile() override {
    printer_.EndSourceFile();
    inSource_ = false;
  }
  void finish() override { printer_.finish(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(level, info);
    const bool driver = !inSource_ && !info.getLocation().isValid();
    // One line per error: the driver's notes ("use 'c++11' for ...", the
    // list of valid CPUs) stay out.
    if (driver && level == clang::DiagnosticsEngine::Note)
      return;
    if (driver)
      llvm::errs() << "loom: ";
    printer_.HandleDiagnostic(level, info);
  }

private:
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> options_;
  clang::TextDiagnosticPrinter printer_;
  bool inSource_ = false;
};

} // namespace

FrontEndResult runFrontEnd(const clang::tooling::CompilationDatabase &db,
                           const std::vector<std::string> &sources,
                           const std::string &resourceDir,
                           const FrontEndOptions &options) {
  namespace tooling = clang::tooling;
  tooling::ClangTool tool(db, sources);
  // Clang's builtin headers (<omp.h>, <stddef.h>) and no compiler warnings:
  // the real compile reports those; loomc reports what blocks translation.
  tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      {"-resource-dir", resourceDir}, tooling::ArgumentInsertPosition::BEGIN));
  tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      "-w", tooling::ArgumentInsertPosition::END));
  if (!options.extraArgs.empty())
    tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        options.extraArgs, tooling::ArgumentInsertPosition::END));

  CountingDiagnostics diagnostics;
  tool.setDiagnosticConsumer(&diagnostics);
  // The diagnostics above already name the file: no "Error while processing"
  // line after them (one error, one line).
  tool.setPrintErrorMessage(false);
  FrontEndResult result;
  TranslationActionFactory factory(result.files, options);
  int status = tool.run(&factory);
  result.ok = status == 0 && diagnostics.getNumErrors() == 0 &&
              std::all_of(result.files.begin(), result.files.end(),
                          [](const FileAnalysis &file) { return file.ok; });
  return result;
}

} // namespace loom::translator
