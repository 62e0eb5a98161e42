#include "loom/fileio/bounded_read.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <new>

namespace loom::fileio {

namespace {

[[noreturn]] void fail(const std::string &path, const std::string &why) {
  throw InputError(path, why);
}

class Descriptor {
public:
  explicit Descriptor(int fd) : fd_(fd) {}
  Descriptor(const Descriptor &) = delete;
  Descriptor &operator=(const Descriptor &) = delete;
  ~Descriptor() {
    if (fd_ >= 0)
      ::close(fd_);
  }
  int get() const { return fd_; }

private:
  int fd_;
};

} // namespace

std::string readInputFile(const std::string &path, std::size_t limit) {
  if (path.empty())
    throw InputError("", "cannot open file: the file name is empty");
  Descriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0)
    fail(path, std::string("cannot open file: ") + std::strerror(errno));
  struct stat st{};
  if (::fstat(fd.get(), &st) != 0)
    fail(path, std::string("cannot read file: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode))
    fail(path, "is a directory, not a file");
  const bool regular = S_ISREG(st.st_mode);
  std::string text;
  try {
    if (regular && st.st_size > 0)
      text.reserve(static_cast<size_t>(st.st_size));
    char buffer[1 << 16];
    for (;;) {
      const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
      if (n == 0)
        break;
      if (n < 0) {
        if (errno == EINTR)
          continue;
        fail(path, std::string("read error: ") + std::strerror(errno));
      }
      if (!regular && text.size() + static_cast<size_t>(n) > limit)
        fail(path, "is not a regular file and goes on past " +
                       std::to_string(limit >> 20) +
                       " MiB; Loom reads at most that much from a device "
                       "or pipe");
      text.append(buffer, static_cast<size_t>(n));
    }
  } catch (const std::bad_alloc &) {
    fail(path, "out of memory while reading the file (" +
                   std::to_string(st.st_size) + " bytes)");
  }
  return text;
}

} // namespace loom::fileio
