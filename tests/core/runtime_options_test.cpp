// parseRuntimeOptions(): environment, OP2 arguments, OP2 globals mirrored.
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/runtime_options.h"
#include "loom/core/strategy_flag.h"
#include "op_lib_core.h"

#include <gtest/gtest.h>

#include <cstdio>

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
      "LOOM_BLOCK_SIZE",     "LOOM_PART_SIZE",       "LOOM_GPU_BLOCK_SIZE",
      "LOOM_VALIDATE_PLANS", "LOOM_STRATEGY",        "LOOM_STRATEGY_FILE",
      "LOOM_AUTOTUNE",       "LOOM_TUNING_FILE",     "LOOM_PLAN_STATS",
      "LOOM_REPORT",         "LOOM_STREAM_GBS",      "LOOM_PARTITIONER",
      "LOOM_CUDA_STRATEGY",  "LOOM_CUDA_BLOCK_SIZE", "LOOM_CHECK",
      "LOOM_DUMP_LOOPS",     "LOOM_ORDERING_CACHE",  "OP_AUTO_SOA",
      "OMP_NUM_THREADS",     "LOOM_HUGE_PAGES"};
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

// The CUDA backends' settings: the strategy list from the environment or
// the argument of the same name; the block size from LOOM_CUDA_BLOCK_SIZE or
// OP2's OP_BLOCK_SIZE argument, with where it came from (the backend checks
// it is a power of two, naming that).
TEST_F(RuntimeOptionsTest, CudaStrategyAndBlockSize) {
  RuntimeOptions o = parse({});
  EXPECT_EQ(o.cudaStrategy, "");
  EXPECT_EQ(o.cudaBlockSize.value, 0);
  setenv("LOOM_CUDA_STRATEGY", "res_calc=global", 1);
  setenv("LOOM_CUDA_BLOCK_SIZE", "128", 1);
  o = parse({});
  EXPECT_EQ(o.cudaStrategy, "res_calc=global");
  EXPECT_EQ(o.cudaBlockSize.value, 128);
  EXPECT_EQ(o.cudaBlockSize.from, "LOOM_CUDA_BLOCK_SIZE");
  o = parse({"LOOM_CUDA_STRATEGY=*=hier:64", "OP_BLOCK_SIZE=512"});
  EXPECT_EQ(o.cudaStrategy, "*=hier:64");
  EXPECT_EQ(o.cudaBlockSize.value, 512);
  EXPECT_EQ(o.cudaBlockSize.from, "OP_BLOCK_SIZE");
  EXPECT_EQ(o.gpuBlockSize, 512);
}

// An app's --strategy in a program loomc did not translate for a CUDA
// backend: the CPU backends' list; an empty flag changes nothing.
TEST_F(RuntimeOptionsTest, StrategyFlagSetsThisBackendsList) {
  loom::RuntimeOptions &options = loom::context().options();
  options = RuntimeOptions();
  loom::applyStrategyFlag("res_calc=global");
  EXPECT_EQ(options.strategy, "res_calc=global");
  EXPECT_EQ(options.cudaStrategy, "");
  loom::applyStrategyFlag("");
  EXPECT_EQ(options.strategy, "res_calc=global");
  options = RuntimeOptions();
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

// The message of the loom::Error parse() throws, or "" when it accepts.
std::string errorOf(std::initializer_list<const char *> args = {}) {
  try {
    parse(args);
  } catch (const loom::Error &e) {
    return e.what();
  }
  return "";
}

// loom::wholeNumber's rule: a sign and leading zeros, but no blanks.
TEST_F(RuntimeOptionsTest, NumbersAreReadByTheWholeNumberRule) {
  EXPECT_EQ(parse({"OP_BLOCK_SIZE=+0128"}).gpuBlockSize, 128);
  setenv("LOOM_PART_SIZE", " 64", 1);
  EXPECT_EQ(errorOf(),
            "LOOM_PART_SIZE: expected a positive integer, got ' 64'");
  unsetenv("LOOM_PART_SIZE");
}

TEST_F(RuntimeOptionsTest, FlagsAreZeroOrOne) {
  setenv("LOOM_CHECK", "1", 1);
  EXPECT_TRUE(parse({}).checkAccess);
  setenv("LOOM_CHECK", "0", 1);
  EXPECT_FALSE(parse({}).checkAccess);
  setenv("LOOM_CHECK", "yes", 1);
  EXPECT_EQ(errorOf(), "LOOM_CHECK: expected 0 or 1, got 'yes'");
  unsetenv("LOOM_CHECK");
  setenv("LOOM_PLAN_STATS", "2", 1);
  EXPECT_EQ(errorOf(), "LOOM_PLAN_STATS: expected 0 or 1, got '2'");
  unsetenv("LOOM_PLAN_STATS");
  setenv("OP_AUTO_SOA", "", 1); // set, as OP2 reads it: on
  parse({});
  EXPECT_EQ(OP_auto_soa, 1);
  setenv("OP_AUTO_SOA", "0", 1);
  parse({});
  EXPECT_EQ(OP_auto_soa, 0);
  setenv("OP_AUTO_SOA", "on", 1);
  EXPECT_EQ(errorOf(), "OP_AUTO_SOA: expected 0 or 1, got 'on'");
  unsetenv("OP_AUTO_SOA");
  EXPECT_TRUE(parse({}).hugePages); // on unless set to 0
  setenv("LOOM_HUGE_PAGES", "0", 1);
  EXPECT_FALSE(parse({}).hugePages);
  setenv("LOOM_HUGE_PAGES", "1", 1);
  EXPECT_TRUE(parse({}).hugePages);
  setenv("LOOM_HUGE_PAGES", "off", 1);
  EXPECT_EQ(errorOf(), "LOOM_HUGE_PAGES: expected 0 or 1, got 'off'");
}

TEST_F(RuntimeOptionsTest, ThreadCountIsCheckedBeforeAnyLoop) {
  setenv("OMP_NUM_THREADS", "4,2", 1);
  EXPECT_EQ(errorOf(), "");
  setenv("OMP_NUM_THREADS", " 4 , 2 ", 1); // blanks allowed, as by libgomp
  EXPECT_EQ(errorOf(), "");
  for (const char *bad :
       {"999999", "0", "-1", "four", "4,", "4,0", "0x4", "4 2", " "}) {
    setenv("OMP_NUM_THREADS", bad, 1);
    EXPECT_EQ(errorOf(), std::string("OMP_NUM_THREADS: expected a thread "
                                     "count from 1 to 4096 (or a "
                                     "comma-separated list of them), got '") +
                             bad + "'");
  }
}

TEST_F(RuntimeOptionsTest, OutputsAreCheckedBeforeTheWork) {
  setenv("LOOM_REPORT", "/nonexistent/dir/r.json", 1);
  EXPECT_EQ(errorOf(), "LOOM_REPORT: /nonexistent/dir/r.json: cannot write: "
                       "the folder '/nonexistent/dir' does not exist");
  setenv("LOOM_REPORT", "/tmp", 1);
  EXPECT_EQ(errorOf(), "LOOM_REPORT: /tmp: cannot write: it is a folder");
  unsetenv("LOOM_REPORT");
  setenv("LOOM_DUMP_LOOPS", "/nonexistent/loops", 1);
  EXPECT_EQ(errorOf(), "LOOM_DUMP_LOOPS: /nonexistent/loops: cannot write: "
                       "the folder does not exist");
  unsetenv("LOOM_DUMP_LOOPS");
  setenv("LOOM_ORDERING_CACHE", "/proc/x", 1);
  EXPECT_EQ(errorOf(), "LOOM_ORDERING_CACHE: /proc/x: cannot write: the "
                       "folder does not exist");
}

TEST_F(RuntimeOptionsTest, TuningFileMustBeAFileOrWrittenByAutotuning) {
  setenv("LOOM_TUNING_FILE", "/nonexistent/t.json", 1);
  EXPECT_EQ(errorOf(), "LOOM_TUNING_FILE: /nonexistent/t.json: no such file "
                       "(it is written with LOOM_AUTOTUNE=1)");
  setenv("LOOM_TUNING_FILE", "/", 1);
  EXPECT_EQ(errorOf(), "LOOM_TUNING_FILE: /: not a regular file");
  // Another file named by mistake, with or without LOOM_AUTOTUNE.
  const std::string mesh = testing::TempDir() + "/not_tuning.dat";
  std::FILE *f = std::fopen(mesh.c_str(), "w");
  std::fputs("11476 11250 22325 350\n", f);
  std::fclose(f);
  setenv("LOOM_TUNING_FILE", mesh.c_str(), 1);
  EXPECT_EQ(errorOf(), "LOOM_TUNING_FILE: " + mesh +
                           ": not a tuning file (a JSON object of loop: "
                           "strategy strings); remove it or name another "
                           "file");
  std::remove(mesh.c_str());
  setenv("LOOM_TUNING_FILE", "/nonexistent/t.json", 1);
  setenv("LOOM_AUTOTUNE", "1", 1); // it would be written: the folder counts
  EXPECT_EQ(errorOf(), "LOOM_TUNING_FILE: /nonexistent/t.json: cannot "
                       "write: the folder '/nonexistent' does not exist");
}

TEST_F(RuntimeOptionsTest, PartitionerAnyCaseOrANamedError) {
  EXPECT_EQ(parse({}).partitioner, "");
  setenv("LOOM_PARTITIONER", "metis", 1);
  EXPECT_EQ(parse({}).partitioner, "METIS");
  setenv("LOOM_PARTITIONER", "PtScotch", 1);
  EXPECT_EQ(parse({}).partitioner, "PTSCOTCH");
  setenv("LOOM_PARTITIONER", "parmetis", 1);
  try {
    parse({});
    FAIL() << "accepted LOOM_PARTITIONER=parmetis";
  } catch (const loom::Error &e) {
    EXPECT_EQ(std::string(e.what()),
              "LOOM_PARTITIONER: expected ptscotch, metis, block or random, "
              "got 'parmetis'");
  }
}

TEST_F(RuntimeOptionsTest, StrategiesTuningAndReports) {
  RuntimeOptions o = parse({});
  EXPECT_EQ(o.strategy, "");
  EXPECT_FALSE(o.autotune);
  EXPECT_EQ(o.tuningFile, "loom_tuning.json");
  EXPECT_FALSE(o.planStats);
  EXPECT_EQ(o.reportFile, "");
  setenv("LOOM_STRATEGY", "res_calc=global", 1);
  setenv("LOOM_STRATEGY_FILE", "s.json", 1);
  setenv("LOOM_AUTOTUNE", "1", 1);
  setenv("LOOM_TUNING_FILE", "t.json", 1);
  setenv("LOOM_PLAN_STATS", "1", 1);
  setenv("LOOM_REPORT", "r.json", 1);
  o = parse({});
  EXPECT_EQ(o.strategy, "res_calc=global");
  EXPECT_EQ(o.strategyFile, "s.json");
  EXPECT_TRUE(o.autotune);
  EXPECT_EQ(o.tuningFile, "t.json");
  EXPECT_TRUE(o.planStats);
  EXPECT_EQ(o.reportFile, "r.json");
  // The argument overrides the variable.
  EXPECT_EQ(parse({"LOOM_STRATEGY=*=block:64"}).strategy, "*=block:64");
}

TEST_F(RuntimeOptionsTest, PerLoopPartSizesBecomeBlockStrategies) {
  setenv("LOOM_PART_SIZE", "res_calc=128,*=512", 1);
  RuntimeOptions o = parse({});
  EXPECT_EQ(o.partSize, 256);
  EXPECT_EQ(o.strategy, "res_calc=block:128,*=block:512");
  // LOOM_STRATEGY entries come after, so they win for the loops they name.
  setenv("LOOM_STRATEGY", "res_calc=global", 1);
  EXPECT_EQ(parse({}).strategy,
            "res_calc=block:128,*=block:512,res_calc=global");
  setenv("LOOM_PART_SIZE", "res_calc=0", 1);
  EXPECT_THROW(parse({}), loom::Error);
  setenv("LOOM_PART_SIZE", "=12", 1);
  EXPECT_THROW(parse({}), loom::Error);
}

TEST_F(RuntimeOptionsTest, OP2PerLoopPartSizesAreRejectedByName) {
  try {
    parse({"OP_PART_SIZE_3=128"});
    ADD_FAILURE() << "no error";
  } catch (const loom::Error &e) {
    EXPECT_NE(std::string(e.what()).find("OP_PART_SIZE_3=128: OP2's per-loop "
                                         "part sizes"),
              std::string::npos)
        << e.what();
  }
}

} // namespace

TEST_F(RuntimeOptionsTest, StreamBandwidth) {
  using Mode = RuntimeOptions::StreamBandwidth;
  EXPECT_EQ(parse({}).streamMode, Mode::Off);
  setenv("LOOM_STREAM_GBS", "21.5", 1);
  RuntimeOptions o = parse({});
  EXPECT_EQ(o.streamMode, Mode::Given);
  EXPECT_DOUBLE_EQ(o.streamGBs, 21.5);
  setenv("LOOM_STREAM_GBS", "measure", 1);
  EXPECT_EQ(parse({}).streamMode, Mode::Measure);
  setenv("LOOM_STREAM_GBS", "off", 1);
  EXPECT_EQ(parse({}).streamMode, Mode::Off);
  for (const char *bad : {"0", "-3", "fast", "12GB", "nan"}) {
    setenv("LOOM_STREAM_GBS", bad, 1);
    try {
      parse({});
      ADD_FAILURE() << "accepted LOOM_STREAM_GBS=" << bad;
    } catch (const loom::Error &e) {
      EXPECT_EQ(std::string(e.what()),
                std::string("LOOM_STREAM_GBS: expected a bandwidth in GB/s (a "
                            "positive number), measure or off, got '") +
                    bad + "'");
    }
  }
}
