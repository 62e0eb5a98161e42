#include "rewrite/format_generated.h"

#include <clang/Format/Format.h>
#include <clang/Tooling/Core/Replacement.h>

namespace loom::translator {

std::string formatGenerated(const std::string &code,
                            const std::string &fileName) {
  clang::format::FormatStyle style = clang::format::getLLVMStyle();
  style.SortIncludes = clang::format::FormatStyle::SI_Never;
  const clang::tooling::Range whole(0, static_cast<unsigned>(code.size()));
  clang::tooling::Replacements edits =
      clang::format::reformat(style, code, {whole}, fileName);
  llvm::Expected<std::string> formatted =
      clang::tooling::applyAllReplacements(code, edits);
  if (!formatted) {
    // Replacements from reformat() never overlap; should they, the code as
    // generated is still correct code.
    llvm::consumeError(formatted.takeError());
    return code;
  }
  return *formatted;
}

} // namespace loom::translator
