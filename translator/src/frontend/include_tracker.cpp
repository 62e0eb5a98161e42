#include "frontend/include_tracker.h"

#include <clang/Basic/SourceManager.h>
#include <llvm/Support/Path.h>

namespace loom::translator {

void IncludeTracker::InclusionDirective(
    clang::SourceLocation hashLoc, const clang::Token &,
    llvm::StringRef fileName, bool, clang::CharSourceRange filenameRange,
    clang::OptionalFileEntryRef, llvm::StringRef, llvm::StringRef,
    const clang::Module *, bool, clang::SrcMgr::CharacteristicKind) {
  if (hashLoc.isMacroID() || !sm_.isWrittenInMainFile(hashLoc))
    return;
  IncludeSite site;
  site.begin = sm_.getFileOffset(hashLoc);
  site.end = sm_.getFileOffset(filenameRange.getEnd());
  llvm::StringRef buffer = sm_.getBufferData(sm_.getMainFileID());
  // The line ends at LF, CR LF or a lone CR (old Mac files, which Clang
  // reads as lines too).
  size_t newline = buffer.find_first_of("\r\n", site.end);
  if (newline != llvm::StringRef::npos && buffer[newline] == '\r' &&
      newline + 1 < buffer.size() && buffer[newline + 1] == '\n')
    ++newline;
  site.lineEnd = newline == llvm::StringRef::npos
                     ? static_cast<unsigned>(buffer.size())
                     : static_cast<unsigned>(newline + 1);
  analysis_.lastInclude = site;
  if (llvm::sys::path::filename(fileName) == "op_seq.h" &&
      !analysis_.opSeqInclude)
    analysis_.opSeqInclude = site;
}

} // namespace loom::translator
