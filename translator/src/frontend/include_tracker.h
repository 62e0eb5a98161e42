// Records the main file's #include directives the rewriter needs: the one
// of "op_seq.h" and the last one.
#pragma once

#include "frontend/file_analysis.h"

#include <clang/Lex/PPCallbacks.h>

namespace clang {
class SourceManager;
}

namespace loom::translator {

class IncludeTracker : public clang::PPCallbacks {
public:
  IncludeTracker(const clang::SourceManager &sm, FileAnalysis &analysis)
      : sm_(sm), analysis_(analysis) {}

  void
  InclusionDirective(clang::SourceLocation hashLoc,
                     const clang::Token &includeTok, llvm::StringRef fileName,
                     bool isAngled, clang::CharSourceRange filenameRange,
                     clang::OptionalFileEntryRef file,
                     llvm::StringRef searchPath, llvm::StringRef relativePath,
                     const clang::Module *suggestedModule, bool moduleImported,
                     clang::SrcMgr::CharacteristicKind fileType) override;

private:
  const clang::SourceManager &sm_;
  FileAnalysis &analysis_;
};

} // namespace loom::translator
