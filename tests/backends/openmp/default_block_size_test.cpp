// The openmp backend's default block size: the user's part size when they
// set one, else the largest power of two from 256 to 4096 that cuts the set
// into at least 256 blocks.
#include "strategy.h"

#include "loom/core/context.h"
#include "op_seq.h"

#include <gtest/gtest.h>

namespace {

using loom::openmp::defaultBlockSize;

TEST(DefaultBlockSize, GrowsWithTheSetFrom256To4096) {
  op_init(0, nullptr, 0);
  EXPECT_EQ(defaultBlockSize(0), 256);
  EXPECT_EQ(defaultBlockSize(7'400), 256);
  EXPECT_EQ(defaultBlockSize(131'071), 256);
  EXPECT_EQ(defaultBlockSize(131'072), 512);    // 256 blocks of 512
  EXPECT_EQ(defaultBlockSize(720'000), 2048);   // Airfoil's cells: 351 blocks
  EXPECT_EQ(defaultBlockSize(1'438'600), 4096); // and edges: 351 blocks
  EXPECT_EQ(defaultBlockSize(2'000'000'000), 4096);
  op_exit();
}

TEST(DefaultBlockSize, APartSizeTheUserSetWins) {
  char program[] = "test", arg[] = "OP_PART_SIZE=128";
  char *argv[] = {program, arg};
  op_init(2, argv, 0);
  EXPECT_EQ(defaultBlockSize(1'438'600), 128);
  EXPECT_EQ(defaultBlockSize(10), 128);
  op_exit();
}

} // namespace
