#include "frontend/user_macros.h"

#include <clang/Basic/SourceManager.h>
#include <clang/Lex/MacroInfo.h>
#include <clang/Lex/Preprocessor.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>

#include <algorithm>
#include <cctype>
#include <map>

namespace loom::translator {

namespace {

// Whether `name` is reserved to the implementation: the user's code may
// not define it, and Clang's tooling flags may.
bool reserved(llvm::StringRef name) {
  return name.size() >= 2 &&
         (name[0] == '_' &&
          (name[1] == '_' ||
           std::isupper(static_cast<unsigned char>(name[1]))));
}

// Whether the header `path` is Loom's own: it lies under a folder that
// holds op_seq.h and loom/ (the runtime's include folder).
class LoomHeaders {
public:
  bool contains(llvm::StringRef path) {
    llvm::SmallString<256> dir(llvm::sys::path::parent_path(path));
    while (!dir.empty()) {
      auto [it, inserted] = includeFolder_.try_emplace(dir.str().str(), false);
      if (inserted) {
        llvm::SmallString<256> opSeq(dir), loom(dir);
        llvm::sys::path::append(opSeq, "op_seq.h");
        llvm::sys::path::append(loom, "loom");
        it->second = llvm::sys::fs::is_regular_file(opSeq) &&
                     llvm::sys::fs::is_directory(loom);
      }
      if (it->second)
        return true;
      const llvm::StringRef parent = llvm::sys::path::parent_path(dir);
      if (parent == dir)
        break;
      dir = parent.str();
    }
    return false;
  }

private:
  std::map<std::string, bool> includeFolder_; // folder -> is Loom's
};

} // namespace

std::vector<std::string> userMacros(const clang::Preprocessor &pp) {
  const clang::SourceManager &sm = pp.getSourceManager();
  LoomHeaders loom;
  std::vector<std::string> names;
  for (const auto &entry : pp.macros()) {
    const clang::IdentifierInfo *id = entry.first;
    const clang::MacroInfo *info = pp.getMacroInfo(id);
    if (!info || info->isBuiltinMacro() || reserved(id->getName()))
      continue;
    const clang::SourceLocation at = info->getDefinitionLoc();
    if (at.isInvalid() || sm.isWrittenInBuiltinFile(at))
      continue;
    if (!sm.isWrittenInCommandLineFile(at)) {
      if (sm.isInSystemHeader(at))
        continue;
      if (loom.contains(sm.getFilename(sm.getSpellingLoc(at))))
        continue;
    }
    names.push_back(id->getName().str());
  }
  std::sort(names.begin(), names.end());
  return names;
}

} // namespace loom::translator
