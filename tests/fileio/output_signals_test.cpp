// SIGINT and SIGTERM during a write remove the temporary and end the process
// by the signal; a program's own handler is left alone; exit() removes it
// too.
#include "loom/fileio/output_file.h"

#include "scratch_folder.h"

#include <gtest/gtest.h>

#include <sys/wait.h>

#include <csignal>
#include <cstdlib>

namespace loom::fileio::test {
namespace {

// Runs, in a child process, an interrupted write of dir/out.txt; returns
// the child's wait status.
int interruptedWrite(const ScratchFolder &dir, int signal, bool ownHandler) {
  const pid_t child = ::fork();
  if (child == 0) {
    if (ownHandler)
      std::signal(signal, [](int) { ::_exit(42); });
    OutputFile out(dir / "out.txt");
    out.write(std::string(100000, 'x'));
    std::fflush(out.stream());
    ::raise(signal);
    ::_exit(3); // not reached
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  return status;
}

class Interrupted : public ::testing::TestWithParam<int> {};

TEST_P(Interrupted, TemporaryIsRemovedAndTheSignalEndsTheProcess) {
  ScratchFolder dir;
  put(dir / "out.txt", "previous");
  const int status = interruptedWrite(dir, GetParam(), false);
  ASSERT_TRUE(WIFSIGNALED(status)) << status;
  EXPECT_EQ(WTERMSIG(status), GetParam());
  EXPECT_TRUE(dir.hidden().empty());
  EXPECT_EQ(contents(dir / "out.txt"), "previous");
}

TEST_P(Interrupted, ProgramsOwnHandlerIsKept) {
  ScratchFolder dir;
  const int status = interruptedWrite(dir, GetParam(), true);
  ASSERT_TRUE(WIFEXITED(status)) << status;
  EXPECT_EQ(WEXITSTATUS(status), 42);
  // Its temporary stays (the handler did not clean up); the next write of
  // the same target removes it, as its process has ended.
  EXPECT_EQ(dir.hidden().size(), 1u);
  writeOutputFile(dir / "out.txt", "next");
  EXPECT_TRUE(dir.hidden().empty());
}

// loom::fatal ends a program with exit(1) while an output may be open: the
// temporary goes too.
TEST(OutputFileAtExit, TemporaryIsRemovedByExit) {
  ScratchFolder dir;
  put(dir / "out.txt", "previous");
  const pid_t child = ::fork();
  if (child == 0) {
    auto *out = new OutputFile(dir / "out.txt"); // open when exit() runs
    out->write("half");
    std::exit(1);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 1);
  EXPECT_TRUE(dir.hidden().empty());
  EXPECT_EQ(contents(dir / "out.txt"), "previous");
}

INSTANTIATE_TEST_SUITE_P(Signals, Interrupted,
                         ::testing::Values(SIGINT, SIGTERM),
                         [](const ::testing::TestParamInfo<int> &info) {
                           return info.param == SIGINT ? "sigint" : "sigterm";
                         });

} // namespace
} // namespace loom::fileio::test
