// The output rule of loom/fileio/output_file.h: what a path leads to decides
// how it is written (temporary and rename, in place, or refused).
#include "loom/fileio/output_file.h"

#include "scratch_folder.h"

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <csignal>
#include <thread>

namespace loom::fileio::test {
namespace {

namespace fs = std::filesystem;

std::string errorOf(const std::string &path, const std::string &text) {
  try {
    writeOutputFile(path, text);
  } catch (const OutputError &e) {
    return e.what();
  }
  return "";
}

TEST(OutputFile, NewFileIsWrittenAndNoTemporaryIsLeft) {
  ScratchFolder dir;
  writeOutputFile(dir / "out.txt", "hello\n");
  EXPECT_EQ(contents(dir / "out.txt"), "hello\n");
  EXPECT_TRUE(dir.hidden().empty());
}

TEST(OutputFile, RegularFileIsReplacedAndKeepsItsMode) {
  ScratchFolder dir;
  put(dir / "out.txt", "old");
  ::chmod((dir / "out.txt").c_str(), 0640);
  writeOutputFile(dir / "out.txt", "new");
  EXPECT_EQ(contents(dir / "out.txt"), "new");
  struct stat st{};
  ASSERT_EQ(::stat((dir / "out.txt").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0640u);
}

TEST(OutputFile, SymlinksAreFollowedNotReplaced) {
  ScratchFolder dir;
  fs::create_directory(dir / "real");
  put(dir / "real/target.txt", "old");
  fs::create_symlink("real/target.txt", dir / "relative");
  fs::create_symlink(dir / "relative", dir / "chain"); // link to a link
  writeOutputFile(dir / "chain", "new");
  EXPECT_TRUE(fs::is_symlink(dir / "relative"));
  EXPECT_TRUE(fs::is_symlink(dir / "chain"));
  EXPECT_EQ(contents(dir / "real/target.txt"), "new");
  EXPECT_TRUE(fs::is_empty(dir / "real") == false);
  // A dangling link: the file it names is created, the link stays.
  fs::create_symlink("real/later.txt", dir / "dangling");
  writeOutputFile(dir / "dangling", "made");
  EXPECT_TRUE(fs::is_symlink(dir / "dangling"));
  EXPECT_EQ(contents(dir / "real/later.txt"), "made");
}

TEST(OutputFile, SymlinkLoopIsRefused) {
  ScratchFolder dir;
  fs::create_symlink("b", dir / "a");
  fs::create_symlink("a", dir / "b");
  EXPECT_EQ(errorOf(dir / "a", "x"),
            dir / "a" + ": cannot write: too many levels of symbolic links");
}

TEST(OutputFile, FolderIsRefused) {
  ScratchFolder dir;
  fs::create_directory(dir / "sub");
  EXPECT_EQ(errorOf(dir / "sub", "x"),
            dir / "sub" + ": cannot write: it is a folder");
  EXPECT_TRUE(fs::is_directory(dir / "sub"));
  EXPECT_EQ(errorOf(dir / "sub/", "x"),
            dir / "sub/" +
                ": cannot write: the name ends in '/', which names a folder");
}

TEST(OutputFile, MissingFolderIsRefusedAndNotCreated) {
  ScratchFolder dir;
  EXPECT_EQ(errorOf(dir / "no/such/out.txt", "x"),
            dir / "no/such/out.txt" + ": cannot write: the folder '" +
                dir / "no/such" + "' does not exist");
  EXPECT_FALSE(fs::exists(dir / "no"));
  EXPECT_EQ(errorOf("", "x"), "cannot write: the output file name is empty");
}

TEST(OutputFile, FolderOptionMustExist) {
  ScratchFolder dir;
  EXPECT_NO_THROW(checkOutputFolder(dir.path()));
  EXPECT_THROW(checkOutputFolder(dir / "missing"), OutputError);
  put(dir / "file", "");
  EXPECT_THROW(checkOutputFolder(dir / "file"), OutputError);
  EXPECT_THROW(checkOutputFolder(""), OutputError);
  EXPECT_FALSE(fs::exists(dir / "missing"));
}

TEST(OutputFile, FifoIsWrittenInPlace) {
  ScratchFolder dir;
  ASSERT_EQ(::mkfifo((dir / "pipe").c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = contents(dir / "pipe"); });
  // The reader opens the FIFO soon; until then the write is refused.
  for (int attempt = 0;; ++attempt) {
    try {
      writeOutputFile(dir / "pipe", "through the pipe\n");
      break;
    } catch (const OutputError &e) {
      ASSERT_LT(attempt, 500) << e.what();
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }
  reader.join();
  EXPECT_EQ(received, "through the pipe\n");
  EXPECT_TRUE(fs::is_fifo(dir / "pipe"));
  EXPECT_TRUE(dir.hidden().empty());
}

TEST(OutputFile, FifoWithoutReaderIsRefusedNotWaitedFor) {
  ScratchFolder dir;
  ASSERT_EQ(::mkfifo((dir / "pipe").c_str(), 0600), 0);
  EXPECT_EQ(errorOf(dir / "pipe", "x"),
            dir / "pipe" + ": cannot write: it is a FIFO that nobody reads");
  EXPECT_TRUE(fs::is_fifo(dir / "pipe"));
}

TEST(OutputFile, DevicesAndFifosAreRefusedForRegularOnlyFormats) {
  ScratchFolder dir;
  ASSERT_EQ(::mkfifo((dir / "pipe").c_str(), 0600), 0);
  EXPECT_THROW(checkOutputPath(dir / "pipe", OutputKind::RegularOnly),
               OutputError);
  // Only looked at, never written.
  EXPECT_TRUE(checkOutputPath("/dev/null").special);
  EXPECT_THROW(checkOutputPath("/dev/null", OutputKind::RegularOnly),
               OutputError);
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

TEST(OutputFile, CharacterDeviceIsWrittenInPlace) {
  // /dev/null swallows the bytes; it must still be the device afterwards.
  writeOutputFile("/dev/null", "discarded\n");
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

// A write that fails (here: over RLIMIT_FSIZE, with SIGXFSZ ignored the
// kernel returns EFBIG, as a full disk returns ENOSPC) is an error, and the
// previous file stays.
TEST(OutputFile, WriteErrorIsReportedAndThePreviousFileStays) {
  ScratchFolder dir;
  put(dir / "out.txt", "previous");
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit{4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    const std::string message =
        errorOf(dir / "out.txt", std::string(1 << 20, 'x'));
    ::_exit(message.find("cannot write: File too large") != std::string::npos
                ? 0
                : 1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "no error, or the wrong one";
  EXPECT_EQ(contents(dir / "out.txt"), "previous");
  EXPECT_TRUE(dir.hidden().empty());
}

TEST(OutputFile, UncommittedOutputLeavesTheTargetAndNoTemporary) {
  ScratchFolder dir;
  put(dir / "out.txt", "previous");
  {
    OutputFile out(dir / "out.txt");
    out.write("half");
    EXPECT_EQ(dir.hidden().size(), 1u);
  }
  EXPECT_EQ(contents(dir / "out.txt"), "previous");
  EXPECT_TRUE(dir.hidden().empty());
}

TEST(OutputFile, KeepExistingStartsFromACopy) {
  ScratchFolder dir;
  put(dir / "data.bin", "abc");
  OutputFile out(dir / "data.bin", OutputKind::RegularOnly, true);
  EXPECT_TRUE(out.startedFromExisting());
  EXPECT_EQ(contents(out.writePath()), "abc");
  out.commit();
  EXPECT_EQ(contents(dir / "data.bin"), "abc");
}

TEST(OutputFile, StaleTemporariesOfDeadProcessesAreRemoved) {
  ScratchFolder dir;
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0)
    ::_exit(0);
  ASSERT_EQ(::waitpid(child, nullptr, 0), child); // now a PID of nobody
  const std::string dead = dir / (".out.txt.tmp." + std::to_string(child));
  const std::string alive =
      dir / (".out.txt.tmp." + std::to_string(::getppid()));
  const std::string other = dir / (".other.txt.tmp." + std::to_string(child));
  put(dead, "stale");
  put(alive, "in use");
  put(other, "another target's");
  writeOutputFile(dir / "out.txt", "new");
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(alive));
  EXPECT_TRUE(fs::exists(other));
}

} // namespace
} // namespace loom::fileio::test
