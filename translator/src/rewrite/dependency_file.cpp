#include "rewrite/dependency_file.h"

#include "rewrite/output_writer.h"

#include "loom/fileio/output_file.h"

#include <llvm/ADT/SmallString.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Signals.h>

#include <utility>

namespace loom::translator {

DependencyFile::DependencyFile(std::string path, std::string target)
    : path_(std::move(path)), target_(std::move(target)) {
  fileio::checkOutputPath(path_);
  // Clang writes its rule in place and reports a failed write (a full disk)
  // as a fatal error without the file's name; it writes to a temporary of
  // loomc's instead, which write() then copies.
  llvm::SmallString<128> scratch;
  if (std::error_code error =
          llvm::sys::fs::createTemporaryFile("loomc-depfile", "d", scratch))
    throw fileio::OutputError(path_, "cannot create a temporary file for "
                                     "Clang's rule: " +
                                         error.message());
  scratch_ = std::string(scratch);
  llvm::sys::RemoveFileOnSignal(scratch_);
}

DependencyFile::~DependencyFile() {
  llvm::sys::fs::remove(scratch_);
  llvm::sys::DontRemoveFileOnSignal(scratch_);
}

std::vector<std::string> DependencyFile::clangArgs() const {
  return {"-MMD", "-MF", scratch_, "-MT", target_};
}

bool DependencyFile::write(std::string &error) const {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> rule =
      llvm::MemoryBuffer::getFile(scratch_, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!rule) {
    error = path_ + ": cannot write: Clang wrote no rule to " + scratch_ +
            ": " + rule.getError().message();
    return false;
  }
  writeIfChanged(path_, std::string((*rule)->getBuffer()), error);
  return error.empty();
}

} // namespace loom::translator
