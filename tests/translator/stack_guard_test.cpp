// loomc's large stack (frontend/stack_guard.h): work runs there, and a
// stack that runs out all the same ends the program with one line naming
// the source, status 1, instead of SIGSEGV.
#include "frontend/stack_guard.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace loom::translator::test {
namespace {

// Recursion no compiler turns into a loop: each level keeps a buffer.
int deeper(int depth) {
  volatile char frame[1024];
  frame[0] = static_cast<char>(depth);
  if (depth == 0)
    return frame[0];
  return deeper(depth - 1) + frame[0];
}

TEST(StackGuard, RunsTheWorkAndReturnsItsResult) {
  // 16 MiB of frames: more than a main thread's 8 MiB.
  EXPECT_EQ(runOnLargeStack([] { return (deeper(16 * 1024) & 0) + 7; },
                            std::size_t{64} << 20),
            7);
}

TEST(StackGuardDeathTest, OverflowIsOneLineAndStatusOne) {
  EXPECT_EXIT(
      {
        noteTranslatedSource("deep\nsource.cpp");
        std::exit(runOnLargeStack(
            [] {
              noteTranslatedSource("deep\nsource.cpp");
              return deeper(1 << 20);
            },
            std::size_t{4} << 20));
      },
      ::testing::ExitedWithCode(1),
      "^loom: error: deep\\\\nsource\\.cpp: the source nests too deeply for "
      "loomc \\(its stack of 4 MiB ran out\\); split its deepest expression "
      "or statement\n$");
}

} // namespace
} // namespace loom::translator::test
