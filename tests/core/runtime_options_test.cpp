// parseRuntimeOptions(): environment, OP2 arguments, OP2 globals mirrored.
#include "loom/core/error.h"
#include "loom/core/runtime_options.h"
#include "op_lib_core.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace {

using loom::RuntimeOptions;

class RuntimeOptionsTest : public ::testing::Test {
protected:
  void SetUp() override {
    for (const char *v : kVariables)
      unsetenv(v);
  }
  void TearDown() override { SetUp(); }
  static constexpr const char *kVariables[] = {
      "LOOM_BLOCK_SIZE", "LOOM_PART_SIZE", "LOOM_GPU_BLOCK_SIZE",
      "LOOM_VALIDATE_PLANS"};
};

RuntimeOptions parse(std::initializer_list<const char *> args) {
  std::vector<char *> argv = {const_cast<char *>("app")};
  for (const char *a : args)
    argv.push_back(const_cast<char *>(a));
  RuntimeOptions options;
  loom::parseRuntimeOptions(options, static_cast<int>(argv.size()), argv.data(),
                            2);
  return options;
}

TEST_F(RuntimeOptionsTest, Defaults) {
  RuntimeOptions o = parse({});
  EXPECT_EQ(o.partSize, 256);
  EXPECT_EQ(o.gpuBlockSize, 64);
  EXPECT_FALSE(o.validatePlans);
  EXPECT_EQ(o.diagnostics, 2);
  EXPECT_EQ(OP_diags, 2);
  EXPECT_EQ(OP_part_size, 0);
  EXPECT_EQ(OP_block_size, 64);
}

TEST_F(RuntimeOptionsTest, EnvironmentThenArguments) {
  setenv("LOOM_BLOCK_SIZE", "32", 1);
  EXPECT_EQ(parse({}).partSize, 32);
  setenv("LOOM_PART_SIZE", "48", 1); // the current name wins
  EXPECT_EQ(parse({}).partSize, 48);
  RuntimeOptions o = parse({"OP_PART_SIZE=96", "OP_BLOCK_SIZE=128"});
  EXPECT_EQ(o.partSize, 96);
  EXPECT_EQ(o.gpuBlockSize, 128);
  EXPECT_EQ(OP_part_size, 96);
  EXPECT_EQ(OP_block_size, 128);
  setenv("LOOM_GPU_BLOCK_SIZE", "256", 1);
  setenv("LOOM_VALIDATE_PLANS", "1", 1);
  o = parse({});
  EXPECT_EQ(o.gpuBlockSize, 256);
  EXPECT_TRUE(o.validatePlans);
}

TEST_F(RuntimeOptionsTest, MalformedValuesNameTheVariable) {
  setenv("LOOM_PART_SIZE", "abc", 1);
  try {
    parse({});
    FAIL() << "accepted LOOM_PART_SIZE=abc";
  } catch (const loom::Error &e) {
    EXPECT_EQ(std::string(e.what()),
              "LOOM_PART_SIZE: expected a positive integer, got 'abc'");
  }
  unsetenv("LOOM_PART_SIZE");
  try {
    parse({"OP_BLOCK_SIZE=0"});
    FAIL() << "accepted OP_BLOCK_SIZE=0";
  } catch (const loom::Error &e) {
    EXPECT_EQ(std::string(e.what()),
              "OP_BLOCK_SIZE: expected a positive integer, got '0'");
  }
}

} // namespace
