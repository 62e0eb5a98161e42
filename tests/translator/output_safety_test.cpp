// No file loomc writes replaces one of its sources, and no two sources share
// an output: each such command line fails with one line before the work,
// leaving every file as it was.
#include "loomc_process.h"

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

namespace loom::translator::test {
namespace {

namespace fs = std::filesystem;

// A copy of the test input direct_loop.cpp at `path`.
std::string copyOfInput(const std::string &path) {
  fs::copy_file(inputPath("direct_loop.cpp"), path);
  return path;
}

void expectOneError(const ProcessResult &run, const std::string &message) {
  EXPECT_EQ(run.exitCode, 1) << run.output;
  EXPECT_EQ(run.output.rfind("loom: error: ", 0), 0u) << run.output;
  EXPECT_EQ(run.output.find('\n'), run.output.size() - 1) << run.output;
  EXPECT_NE(run.output.find(message), std::string::npos) << run.output;
}

const std::string sourceText = readFile(inputPath("direct_loop.cpp"));

TEST(OutputSafety, TheModelIsNotWrittenOverASource) {
  const std::string dir = freshDirectory("model_over_source");
  const std::string source = copyOfInput(dir + "/direct_loop.cpp");
  expectOneError(runLoomc({"--model-only", "--emit-model", source, source}),
                 source + ": cannot write: it is an input of this program");
  EXPECT_EQ(readFile(source), sourceText);
}

TEST(OutputSafety, TheDepfileIsNotWrittenOverASourceNamedThroughALink) {
  const std::string dir = freshDirectory("depfile_over_source");
  const std::string source = copyOfInput(dir + "/direct_loop.cpp");
  fs::create_symlink("direct_loop.cpp", dir + "/app.d");
  expectOneError(runLoomc({"--backend", "seq", "--depfile", dir + "/app.d",
                           "-o", dir, source}),
                 dir + "/app.d: cannot write: it is the input '" + source +
                     "'");
  EXPECT_EQ(readFile(source), sourceText);
  EXPECT_TRUE(fs::is_symlink(dir + "/app.d"));
  EXPECT_EQ(
      std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 2)
      << "the source and the link, nothing generated";
}

TEST(OutputSafety, AGeneratedFileIsNotWrittenOverASource) {
  // app.cpp's seq output is app_seq_loom.cpp, which is also a source here.
  const std::string dir = freshDirectory("generated_over_source");
  const std::string first = copyOfInput(dir + "/app.cpp");
  const std::string second = copyOfInput(dir + "/app_seq_loom.cpp");
  expectOneError(runLoomc({"--backend", "seq", "-o", dir, first, second}),
                 "source '" + first + "': " + second +
                     ": cannot write: it is an input of this program");
  EXPECT_EQ(readFile(second), sourceText);
  EXPECT_FALSE(fs::exists(dir + "/app_seq_loops.h"));
}

TEST(OutputSafety, TwoSourcesWithOneBaseNameAreRefused) {
  const std::string dir = freshDirectory("same_base_name");
  fs::create_directory(dir + "/a");
  fs::create_directory(dir + "/b");
  const std::string a = copyOfInput(dir + "/a/app.cpp");
  const std::string b = copyOfInput(dir + "/b/app.cpp");
  expectOneError(runLoomc({"--backend", "seq", "-o", dir, a, b}),
                 "sources '" + a + "' and '" + b +
                     "' would both be translated to '" + dir +
                     "/app_seq_loom.cpp'");
  EXPECT_FALSE(fs::exists(dir + "/app_seq_loom.cpp"));
}

TEST(OutputSafety, ASourceGivenTwiceIsRefused) {
  const std::string dir = freshDirectory("given_twice");
  const std::string source = copyOfInput(dir + "/app.cpp");
  fs::create_hard_link(source, dir + "/other.cpp");
  expectOneError(runLoomc({"-o", dir, source, source}),
                 "source '" + source + "': given twice");
  expectOneError(runLoomc({"-o", dir, source, dir + "/other.cpp"}),
                 "source '" + dir + "/other.cpp': given twice (also as '" +
                     source + "')");
}

} // namespace
} // namespace loom::translator::test
