// Reading a whole input file with a bound: a regular file is read at its
// size; anything else (a character device such as /dev/zero, a FIFO, a
// pipe) at most `limit` bytes, so an endless input is an error, not a
// process that grows until the memory runs out.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace loom::fileio {

// An input that cannot be read: "PATH: REASON".
class InputError : public std::runtime_error {
public:
  InputError(const std::string &path, const std::string &reason)
      : std::runtime_error(path + ": " + reason), path_(path), reason_(reason) {
  }
  const std::string &path() const noexcept { return path_; }
  const std::string &reason() const noexcept { return reason_; }

private:
  std::string path_, reason_;
};

// 256 MiB: far above any text input Loom reads through a pipe in its tests
// and benchmarks, far below the memory of the machines it runs on.
inline constexpr std::size_t nonRegularInputLimit = std::size_t(256) << 20;

// The file's bytes. Throws InputError naming the path: it cannot be opened,
// is a folder, a read fails, or a non-regular file goes on past `limit`.
std::string readInputFile(const std::string &path,
                          std::size_t limit = nonRegularInputLimit);

} // namespace loom::fileio
