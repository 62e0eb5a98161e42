// Per-loop strategy choices: LOOM_STRATEGY lists and LOOM_STRATEGY_FILE JSON.
#include "loom/core/error.h"
#include "loom/core/strategy_spec.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

const std::vector<std::string> kValid = {"block", "global"};

std::string errorOf(const std::string &list) {
  try {
    loom::StrategySpec::parse(list, "LOOM_STRATEGY", kValid);
  } catch (const loom::Error &e) {
    return e.what();
  }
  return "no error";
}

TEST(StrategySpec, ParsesLoopsParametersAndTheDefault) {
  auto spec = loom::StrategySpec::parse(
      " res_calc = global , adt_calc=block:512,*=block:64", "x", kValid);
  ASSERT_NE(spec.find("res_calc"), nullptr);
  EXPECT_EQ(spec.find("res_calc")->name, "global");
  EXPECT_EQ(spec.find("res_calc")->param, 0);
  EXPECT_EQ(spec.find("adt_calc")->text(), "block:512");
  EXPECT_EQ(spec.find("update")->text(), "block:64"); // from "*"
  EXPECT_EQ(spec.loops(), (std::vector<std::string>{"adt_calc", "res_calc"}));
  EXPECT_TRUE(loom::StrategySpec::parse("", "x", kValid).empty());
  EXPECT_EQ(loom::StrategySpec::parse("a=block", "x", kValid).find("b"),
            nullptr);
}

TEST(StrategySpec, BadListsAreNamedWithTheValidStrategies) {
  EXPECT_EQ(errorOf("res_calc=hier"),
            "LOOM_STRATEGY: unknown strategy 'hier' (valid: block, global)");
  EXPECT_EQ(errorOf("res_calc"),
            "LOOM_STRATEGY: expected loop=strategy, got 'res_calc'");
  EXPECT_EQ(errorOf("=global"),
            "LOOM_STRATEGY: expected loop=strategy, got '=global'");
  EXPECT_EQ(errorOf("a=block:0"),
            "LOOM_STRATEGY: strategy 'block:0': the parameter after ':' must "
            "be an integer in 1..16777216");
  EXPECT_EQ(errorOf("a=block:12x"),
            "LOOM_STRATEGY: strategy 'block:12x': the parameter after ':' "
            "must be an integer in 1..16777216");
}

TEST(StrategySpec, FileEntriesAndMerging) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() /
      ("loom_strategy_" + std::to_string(::getpid()) + ".json");
  struct Remove {
    std::filesystem::path p;
    ~Remove() { std::filesystem::remove(p); }
  } remove{path};
  std::ofstream(path) << R"({"res_calc": "global:256", "*": "block"})";
  auto spec = loom::StrategySpec::readFile(path.string(), kValid);
  EXPECT_EQ(spec.find("res_calc")->text(), "global:256");
  EXPECT_EQ(spec.find("other")->text(), "block");
  spec.merge(loom::StrategySpec::parse("res_calc=block:32", "x", kValid));
  EXPECT_EQ(spec.find("res_calc")->text(), "block:32");

  std::ofstream(path) << R"({"res_calc": 5})";
  try {
    loom::StrategySpec::readFile(path.string(), kValid);
    ADD_FAILURE() << "no error";
  } catch (const loom::Error &e) {
    EXPECT_EQ(std::string(e.what()),
              path.string() + ": loop 'res_calc': the strategy must be a "
                              "string such as \"block:256\"");
  }
  std::ofstream(path) << "[1, 2";
  EXPECT_THROW(loom::StrategySpec::readFile(path.string(), kValid),
               loom::Error);
  EXPECT_THROW(loom::StrategySpec::readFile(path.string() + ".missing", kValid),
               loom::Error);
}

// "loop@set" chooses for the loop on one set (a multigrid level); the loop's
// other sets take its plain entry, else "*".
TEST(StrategySpec, PerSetEntries) {
  const loom::StrategySpec spec = loom::StrategySpec::parse(
      "smooth@level1=global,smooth=block:64,*=block:512", "x", kValid);
  EXPECT_EQ(spec.find("smooth", "level1")->text(), "global");
  EXPECT_EQ(spec.find("smooth", "level0")->text(), "block:64");
  EXPECT_EQ(spec.find("restrict", "level1")->text(), "block:512");
  EXPECT_EQ(spec.loops(),
            (std::vector<std::string>{"smooth", "smooth@level1"}));
}

} // namespace
