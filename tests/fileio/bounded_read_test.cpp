// readInputFile: regular files whole, anything else up to a limit.
#include "loom/fileio/bounded_read.h"

#include "scratch_folder.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>

#include <csignal>
#include <thread>

namespace loom::fileio::test {
namespace {

std::string errorOf(const std::string &path, std::size_t limit) {
  try {
    readInputFile(path, limit);
  } catch (const InputError &e) {
    return e.what();
  }
  return "";
}

TEST(BoundedRead, RegularFileIsReadWholeWhateverTheLimit) {
  ScratchFolder dir;
  put(dir / "mesh.dat", std::string(5000, 'a'));
  EXPECT_EQ(readInputFile(dir / "mesh.dat", 10).size(), 5000u);
}

TEST(BoundedRead, MissingFileAndFolderAreErrors) {
  ScratchFolder dir;
  EXPECT_EQ(errorOf(dir / "none", 10),
            dir / "none" + ": cannot open file: No such file or directory");
  EXPECT_EQ(errorOf(dir.path(), 10),
            dir.path() + ": is a directory, not a file");
}

// An endless FIFO (as /dev/zero or `yes` would be) stops at the limit.
TEST(BoundedRead, EndlessFifoStopsAtTheLimit) {
  ScratchFolder dir;
  const std::string pipe = dir / "endless";
  ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
  std::thread writer([&] {
    const int fd = ::open(pipe.c_str(), O_WRONLY);
    const std::string zeros(1 << 16, '\0');
    while (::write(fd, zeros.data(), zeros.size()) > 0) {
    }
    ::close(fd);
  });
  std::signal(SIGPIPE, SIG_IGN); // the writer sees EPIPE when we stop
  const std::string message = errorOf(pipe, std::size_t(4) << 20);
  writer.join();
  EXPECT_EQ(message, pipe + ": is not a regular file and goes on past 4 MiB; "
                            "Loom reads at most that much from a device or "
                            "pipe");
}

TEST(BoundedRead, ShortFifoIsReadWhole) {
  ScratchFolder dir;
  const std::string pipe = dir / "short";
  ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
  std::thread writer([&] { put(pipe, "3 2 1\n"); });
  EXPECT_EQ(readInputFile(pipe, 100), "3 2 1\n");
  writer.join();
}

} // namespace
} // namespace loom::fileio::test
