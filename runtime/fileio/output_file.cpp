#include "loom/fileio/output_file.h"

#include "loom/fileio/input_files.h"
#include "loom/fileio/temporary_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace loom::fileio {

namespace {

[[noreturn]] void fail(const std::string &path, const std::string &why) {
  throw OutputError(path, why);
}

std::string folderOf(const std::string &path) {
  const size_t slash = path.find_last_of('/');
  if (slash == std::string::npos)
    return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

// Follows the symlinks at `path` (at most 40, as the kernel does) to the
// path of the file they lead to, which may not exist yet.
std::string followLinks(const std::string &path) {
  std::string current = path;
  for (int hops = 0;; ++hops) {
    struct stat st{};
    if (::lstat(current.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
      return current;
    if (hops == 40)
      fail(path, "too many levels of symbolic links");
    std::string link(4096, '\0');
    const ssize_t n = ::readlink(current.c_str(), link.data(), link.size());
    if (n < 0 || static_cast<size_t>(n) == link.size())
      fail(path, "cannot read the symbolic link '" + current + "'");
    link.resize(static_cast<size_t>(n));
    current = link.front() == '/' ? link : folderOf(current) + "/" + link;
  }
}

std::string errorText() { return std::strerror(errno); }

// Opens a device or FIFO for writing without creating, truncating or
// blocking: a FIFO nobody reads is refused instead of waiting forever.
int openInPlace(const std::string &path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    fail(path, errno == ENXIO ? "it is a FIFO that nobody reads" : errorText());
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags >= 0)
    ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
  return fd;
}

bool copyInto(int from, int to) {
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(from, buffer, sizeof buffer);
    if (n == 0)
      return true;
    if (n < 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    for (ssize_t done = 0; done < n;) {
      const ssize_t w =
          ::write(to, buffer + done, static_cast<size_t>(n - done));
      if (w < 0 && errno != EINTR)
        return false;
      done += w > 0 ? w : 0;
    }
  }
}

// The output rule; `mayBeInput` for the writes of the library (OP2's calls),
// which may replace a file the program read, as in OP2.
OutputTarget checkTarget(const std::string &path, OutputKind kind,
                         bool mayBeInput) {
  if (path.empty())
    throw OutputError("", "the output file name is empty");
  if (path.back() == '/')
    fail(path, "the name ends in '/', which names a folder");
  OutputTarget target;
  target.path = followLinks(path);
  struct stat st{};
  if (::stat(target.path.c_str(), &st) == 0) {
    target.exists = true;
    target.mode = st.st_mode & 07777;
    if (S_ISDIR(st.st_mode))
      fail(path, "it is a folder");
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
      if (kind == OutputKind::RegularOnly)
        fail(path, std::string("it is a ") +
                       (S_ISFIFO(st.st_mode) ? "FIFO" : "character device") +
                       " and this format needs a regular file");
      target.special = true;
      return target;
    }
    if (!S_ISREG(st.st_mode))
      fail(path, "it is not a regular file, character device or FIFO");
    if (::access(target.path.c_str(), W_OK) != 0)
      fail(path, errorText());
    if (!mayBeInput)
      if (const std::optional<std::string> input = inputAt(target.path))
        fail(path, "it is " +
                       (*input == path ? std::string("an input")
                                       : "the input '" + *input + "'") +
                       " of this program; name another file for the output");
  } else if (errno != ENOENT) {
    fail(path, errorText());
  }
  const std::string folder = folderOf(target.path);
  struct stat dir{};
  if (::stat(folder.c_str(), &dir) != 0 || !S_ISDIR(dir.st_mode))
    fail(path, "the folder '" + folder + "' does not exist");
  if (::access(folder.c_str(), W_OK | X_OK) != 0)
    fail(path,
         "the folder '" + folder + "' is not writable (" + errorText() + ")");
  return target;
}

} // namespace

OutputTarget checkOutputPath(const std::string &path, OutputKind kind) {
  return checkTarget(path, kind, false);
}

void checkOutputFolder(const std::string &folder) {
  if (folder.empty())
    throw OutputError("", "the output folder name is empty");
  struct stat st{};
  if (::stat(folder.c_str(), &st) != 0)
    fail(folder, "the folder does not exist");
  if (!S_ISDIR(st.st_mode))
    fail(folder, "it is not a folder");
  if (::access(folder.c_str(), W_OK | X_OK) != 0)
    fail(folder, "the folder is not writable (" + errorText() + ")");
}

OutputFile::OutputFile(const std::string &path, OutputKind kind,
                       bool keepExisting)
    : path_(path), target_(checkTarget(path, kind, true)) {
  if (target_.special) {
    writePath_ = target_.path;
    const int fd = openInPlace(writePath_);
    stream_ = ::fdopen(fd, "wb");
    if (!stream_) {
      ::close(fd);
      fail(path_, errorText());
    }
    return;
  }
  const std::string folder = folderOf(target_.path);
  removeStaleTemporaries(folder, target_.path);
  writePath_ = temporaryName(folder, target_.path);
  ::unlink(writePath_.c_str()); // this process's own, from an earlier write
  const int fd = ::open(writePath_.c_str(),
                        O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, target_.mode);
  if (fd < 0)
    fail(path_,
         "cannot create the temporary '" + writePath_ + "': " + errorText());
  slot_ = rememberTemporary(writePath_);
  bool ok = true;
  if (keepExisting && target_.exists) {
    const int from = ::open(target_.path.c_str(), O_RDONLY | O_CLOEXEC);
    ok = from >= 0 && copyInto(from, fd);
    if (from >= 0)
      ::close(from);
    startedFromExisting_ = true;
  }
  ok = ::close(fd) == 0 && ok;
  if (!ok) {
    const std::string why = errorText();
    forgetTemporary(slot_);
    ::unlink(writePath_.c_str());
    fail(path_, "cannot copy it to '" + writePath_ + "': " + why);
  }
}

OutputFile::~OutputFile() {
  if (stream_)
    std::fclose(stream_);
  if (!committed_ && !target_.special)
    ::unlink(writePath_.c_str());
  forgetTemporary(slot_);
}

std::FILE *OutputFile::stream() {
  if (!stream_) {
    stream_ = std::fopen(writePath_.c_str(), "wb");
    if (!stream_)
      fail(path_, errorText());
  }
  return stream_;
}

void OutputFile::write(std::string_view bytes) {
  std::FILE *f = stream();
  if (std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size())
    fail(path_, errorText());
}

void OutputFile::commit() {
  if (stream_) {
    std::FILE *f = stream_;
    stream_ = nullptr;
    errno = 0;
    const bool flushed = std::fflush(f) == 0 && !std::ferror(f);
    const std::string why = errno ? errorText() : "write error";
    const bool closed = std::fclose(f) == 0;
    if (!flushed || !closed)
      fail(path_, flushed ? errorText() : why);
  }
  if (!target_.special &&
      ::rename(writePath_.c_str(), target_.path.c_str()) != 0)
    fail(path_, "cannot rename the temporary '" + writePath_ +
                    "' into place: " + errorText());
  committed_ = true;
}

void writeOutputFile(const std::string &path, std::string_view contents) {
  OutputFile out(path);
  out.write(contents);
  out.commit();
}

} // namespace loom::fileio
