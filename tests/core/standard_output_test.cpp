// loom::streamWriteFailure and loom::checkStandardOutputAtExit: a program
// whose standard output could not all be written ends with one error line
// and status 1, not status 0.
#include "loom/core/standard_output.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

namespace {

// A stream whose reader has gone: writing to it fails with EPIPE (SIGPIPE
// ignored, as a test must not die of it).
struct BrokenPipe {
  BrokenPipe() {
    previous = std::signal(SIGPIPE, SIG_IGN);
    int ends[2];
    EXPECT_EQ(pipe(ends), 0);
    close(ends[0]);
    fd = ends[1];
  }
  ~BrokenPipe() { std::signal(SIGPIPE, previous); }
  int fd = -1;
  void (*previous)(int) = SIG_DFL;
};

TEST(StreamWriteFailure, NoneWhenEveryWriteSucceeded) {
  std::FILE *file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  std::fputs("residuals\n", file);
  EXPECT_EQ(loom::streamWriteFailure(file), "");
  std::fclose(file);
}

// What streamWriteFailure says of a stream on a broken pipe after one line
// was written, the stream buffered (the write fails at the flush) or not
// (it fails at once).
std::string failureOnBrokenPipe(bool buffered) {
  BrokenPipe broken;
  std::FILE *stream = fdopen(broken.fd, "w");
  if (!stream)
    return "fdopen failed";
  if (!buffered)
    std::setvbuf(stream, nullptr, _IONBF, 0);
  std::fputs("residuals\n", stream);
  std::string failure = loom::streamWriteFailure(stream);
  std::fclose(stream);
  return failure;
}

TEST(StreamWriteFailure, ReasonOfTheFlush) {
  EXPECT_EQ(failureOnBrokenPipe(true), "Broken pipe");
}

TEST(StreamWriteFailure, AnEarlierWriteThatFailed) {
  EXPECT_EQ(failureOnBrokenPipe(false), "a write failed");
}

TEST(CheckStandardOutputAtExitDeathTest, LostOutputEndsWithStatus1) {
  EXPECT_EXIT(
      {
        BrokenPipe broken;
        dup2(broken.fd, STDOUT_FILENO);
        loom::checkStandardOutputAtExit();
        std::printf("residual 1e-3\n");
        std::exit(0);
      },
      testing::ExitedWithCode(1),
      "^loom: error: standard output: Broken pipe; what the program printed "
      "is incomplete\n$");
}

TEST(CheckStandardOutputAtExitDeathTest, WrittenOutputKeepsTheStatus) {
  EXPECT_EXIT(
      {
        std::FILE *null = std::freopen("/dev/null", "w", stdout);
        ASSERT_NE(null, nullptr);
        loom::checkStandardOutputAtExit();
        loom::checkStandardOutputAtExit(); // registered once
        std::printf("residual 1e-3\n");
        std::exit(3);
      },
      testing::ExitedWithCode(3), "^$");
}

} // namespace
