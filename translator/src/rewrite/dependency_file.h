// --depfile: Clang's Makefile rule (-MMD) naming the headers a source
// includes, written to the user's path as loomc writes every output
// (loom/fileio/output_file.h): checked before the work, replaced only
// once complete, errors on one line that names the path.
#pragma once

#include <string>
#include <vector>

namespace loom::translator {

class DependencyFile {
public:
  // Checks `path` as an output (throws loom::fileio::OutputError) and
  // creates the temporary that Clang writes the rule for `target` to
  // (throws OutputError naming `path` when it cannot).
  DependencyFile(std::string path, std::string target);
  DependencyFile(const DependencyFile &) = delete;
  DependencyFile &operator=(const DependencyFile &) = delete;
  ~DependencyFile(); // removes the temporary

  // The flags that make Clang write the rule to the temporary.
  std::vector<std::string> clangArgs() const;

  // Copies Clang's rule to the path. On failure sets `error` to one line
  // that starts with the path.
  bool write(std::string &error) const;

private:
  std::string path_, target_, scratch_;
};

} // namespace loom::translator
