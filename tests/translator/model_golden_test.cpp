// The loop model loomc builds for small programs, compared with JSON
// goldens. LOOM_UPDATE_GOLDENS=1 rewrites the goldens instead.
#include "loomc_process.h"

#include <cstdlib>
#include <fstream>

#include <gtest/gtest.h>

namespace loom::translator::test {
namespace {

class ModelGolden : public ::testing::TestWithParam<const char *> {};

TEST_P(ModelGolden, MatchesGolden) {
  std::string name = GetParam();
  std::string model = freshDirectory("model_" + name) + "/model.json";
  ProcessResult run =
      runLoomc({"--model-only", "--emit-model", model, "--model-root",
                LOOM_TRANSLATOR_INPUTS, inputPath(name + ".cpp")});
  ASSERT_EQ(run.exitCode, 0) << run.output;
  std::string actual = readFile(model);
  ASSERT_FALSE(actual.empty());

  std::string golden =
      std::string(LOOM_TRANSLATOR_GOLDEN) + "/" + name + ".json";
  if (std::getenv("LOOM_UPDATE_GOLDENS")) {
    std::ofstream(golden, std::ios::binary) << actual;
    GTEST_SKIP() << "updated " << golden;
  }
  EXPECT_EQ(actual, readFile(golden))
      << "model of " << name << ".cpp differs from " << golden
      << "; rerun with LOOM_UPDATE_GOLDENS=1 if the change is intended";
}

INSTANTIATE_TEST_SUITE_P(Programs, ModelGolden,
                         ::testing::Values("direct_loop", "indirect_read",
                                           "indirect_inc", "several_maps",
                                           "global_reductions", "arg_idx",
                                           "header_kernel", "template_kernel",
                                           "macro_args", "decl_const",
                                           "arg_info", "soa_uses"));

} // namespace
} // namespace loom::translator::test
