// loom::guardedMain: whatever a program's body throws becomes one line
// "loom: error: ..." on stderr and exit status 1.
#include "loom/core/guarded_main.h"

#include "loom/core/error.h"

#include <gtest/gtest.h>

#include <exception>
#include <new>
#include <stdexcept>
#include <string>

namespace {

template <typename Body> std::string stderrOf(Body &&body, int &status) {
  testing::internal::CaptureStderr();
  status = loom::guardedMain(body);
  return testing::internal::GetCapturedStderr();
}

TEST(GuardedMain, PassesTheBodysStatusThrough) {
  int status = -1;
  EXPECT_EQ(stderrOf([] { return 0; }, status), "");
  EXPECT_EQ(status, 0);
  EXPECT_EQ(stderrOf([] { return 2; }, status), "");
  EXPECT_EQ(status, 2);
}

TEST(GuardedMain, OutOfMemoryIsOneLine) {
  int status = -1;
  EXPECT_EQ(stderrOf([]() -> int { throw std::bad_alloc(); }, status),
            "loom: error: out of memory\n");
  EXPECT_EQ(status, 1);
}

TEST(GuardedMain, ExceptionMessageOnOneLine) {
  int status = -1;
  EXPECT_EQ(stderrOf(
                []() -> int {
                  throw std::runtime_error("grid.dat:3: bad\nsecond line\r\n");
                },
                status),
            "loom: error: grid.dat:3: bad second line\n");
  EXPECT_EQ(status, 1);
}

TEST(GuardedMain, ControlBytesAreEscaped) {
  int status = -1;
  EXPECT_EQ(stderrOf(
                []() -> int {
                  throw std::runtime_error("dat 'x\x1b[2J': bad\vname");
                },
                status),
            "loom: error: dat 'x\\x1b[2J': bad\\x0bname\n");
  EXPECT_EQ(status, 1);
}

TEST(GuardedMain, UnknownExceptionIsOneLine) {
  int status = -1;
  EXPECT_EQ(stderrOf([]() -> int { throw 42; }, status),
            "loom: error: unknown exception\n");
  EXPECT_EQ(status, 1);
}

// For OP2-style programs, whose main guardedMain does not wrap: an
// exception nothing catches (std::terminate with it current, as when one
// leaves an OpenMP region) ends the program in one line, not SIGABRT.
template <typename E> void terminateWith(const E &e) {
  try {
    throw e;
  } catch (...) {
    std::terminate();
  }
}
void throwsOutOfMemory() { terminateWith(std::bad_alloc()); }
void throwsError() { terminateWith(std::runtime_error("dat 'q'\nis bad")); }

TEST(ReportUncaughtExceptionsDeathTest, OneLineAndStatusOne) {
  EXPECT_EXIT((loom::reportUncaughtExceptions(), throwsOutOfMemory()),
              testing::ExitedWithCode(1), "^loom: error: out of memory\n$");
  EXPECT_EXIT((loom::reportUncaughtExceptions(), throwsError()),
              testing::ExitedWithCode(1), "^loom: error: dat 'q' is bad\n$");
}

// Warnings, too, are one printable line whatever the names they quote hold.
TEST(Warning, OnePrintableLine) {
  testing::internal::CaptureStderr();
  loom::warning("loop '%s': %d block(s)", "a\nb\x1b[2J", 5);
  EXPECT_EQ(testing::internal::GetCapturedStderr(),
            "loom: warning: loop 'a b\\x1b[2J': 5 block(s)\n");
}

// What a program says on request (LOOM_PLAN_STATS) is one line too.
TEST(Inform, OnePrintableLine) {
  testing::internal::CaptureStderr();
  loom::inform("plan of '%s' (%s): %d colours", "a\r\nb\x9b", "block:64", 3);
  EXPECT_EQ(testing::internal::GetCapturedStderr(),
            "loom: plan of 'a  b\\x9b' (block:64): 3 colours\n");
}

} // namespace
