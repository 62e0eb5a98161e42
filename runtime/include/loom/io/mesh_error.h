// MeshError: the single exception type thrown by Loom's mesh readers.
#pragma once

#include <stdexcept>
#include <string>

namespace loom::io {

// what() is one line of the form "FILE:LINE:COLUMN: <what went wrong>" for a
// bad token, "FILE:LINE: <what>" for a bad record, or "FILE: <what>" when no
// line applies (e.g. a file that cannot be opened).
class MeshError : public std::runtime_error {
public:
  MeshError(const std::string &file, int line, const std::string &what,
            int column = 0);
  const std::string &file() const noexcept { return file_; }
  int line() const noexcept { return line_; }     // 0 when not applicable
  int column() const noexcept { return column_; } // 0 when not applicable

private:
  std::string file_;
  int line_;
  int column_;
};

} // namespace loom::io
