// What the generators refuse, as loomc prints it: at the loop or argument in
// the user's source, in the front end's format (file:line:col: error:, the
// source line, a caret), once, with a failing exit status and nothing
// written; the host backends translate the same programs.
#include "expected_errors.h"
#include "frontend/located_report.h"
#include "loomc_process.h"
#include "occurrences.h"

#include <llvm/Support/raw_ostream.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace loom::translator::test {
namespace {

// Each input under inputs/generators/, and the struct-of-arrays refusal;
// each annotated with its error (expected_errors.h).
std::vector<std::string> generatorCases() {
  std::vector<std::string> cases;
  for (const std::string &name :
       inputNames(LOOM_TRANSLATOR_INPUTS "/generators"))
    cases.push_back("generators/" + name);
  cases.push_back("soa/soa_refused");
  return cases;
}

class GeneratorDiagnostic : public ::testing::TestWithParam<std::string> {};

using loom::test::occurrences;

TEST_P(GeneratorDiagnostic, IsReportedAtTheLoopForEachCudaBackend) {
  const std::string input = inputPath(GetParam() + ".cpp");
  const std::vector<ExpectedError> annotations = expectedErrors(input);
  ASSERT_EQ(annotations.size(), 1u)
      << input << ": one // LOOM-ERROR: annotation expected";
  const ExpectedError &e = annotations.front();
  const std::string expected = input + ":" + std::to_string(e.line) + ":" +
                               std::to_string(e.column) +
                               ": error: " + e.message;
  for (const char *backend : {"cuda_global", "cuda_hier"}) {
    SCOPED_TRACE(backend);
    const std::string out = freshDirectory(backend);
    ProcessResult run = runLoomc({"--backend", backend, "-o", out, input});
    EXPECT_EQ(run.exitCode, 1) << run.output;
    EXPECT_EQ(occurrences(run.output, expected), 1u)
        << "expected: " << expected << "\noutput:\n"
        << run.output;
    EXPECT_EQ(occurrences(run.output, ": error: "), 1u) << run.output;
    // The line and the caret, as Clang shows its own.
    const size_t shown = run.output.find(std::to_string(e.line) + " | ");
    EXPECT_NE(shown, std::string::npos) << run.output;
    EXPECT_NE(run.output.find(e.sourceLine, shown), std::string::npos)
        << run.output;
    EXPECT_NE(run.output.find("| " + std::string(e.column - 1, ' ') + "^\n"),
              std::string::npos)
        << run.output;
    EXPECT_EQ(run.output.find("loom: error:"), std::string::npos) << run.output;
    EXPECT_TRUE(std::filesystem::is_empty(out)) << "no output after an error";
  }
  ProcessResult seq =
      runLoomc({"--backend", "seq", "-o", freshDirectory("seq"), input});
  EXPECT_EQ(seq.exitCode, 0) << seq.output;
}

INSTANTIATE_TEST_SUITE_P(Cuda, GeneratorDiagnostic,
                         ::testing::ValuesIn(generatorCases()),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           return info.param.substr(info.param.find('/') + 1);
                         });

// The rest of each message: the helper's place, the reasons a global
// cannot be copied, both places of a refused struct-of-arrays layout.
TEST(GeneratorDiagnostics, MessagesNameTheOtherPlaces) {
  const std::string helper = inputPath("generators/helper_member_function.cpp");
  ProcessResult run = runLoomc(
      {"--backend", "cuda_global", "-o", freshDirectory("helper"), helper});
  EXPECT_NE(run.output.find("calls 'of' (" + helper +
                            ":6), a member function, which the CUDA "
                            "backends cannot compile for the device"),
            std::string::npos)
      << run.output;
  for (const auto &[name, rest] :
       {std::pair<std::string, std::string>{
            "static_member_read", ":8), which the CUDA backends cannot copy "
                                  "to the device: it is a static member of a "
                                  "class; pass it to the loop as an "
                                  "op_arg_gbl"},
        {"incomplete_array", ":7), which the CUDA backends cannot copy to the "
                             "device: its size is not declared in this "
                             "source"}}) {
    const std::string input = inputPath("generators/" + name + ".cpp");
    run =
        runLoomc({"--backend", "cuda_hier", "-o", freshDirectory(name), input});
    EXPECT_NE(run.output.find(input + rest), std::string::npos) << run.output;
  }
  const std::string soa = inputPath("soa/soa_refused.cpp");
  run = runLoomc({"--backend", "cuda_hier", "-o", freshDirectory("soa"), soa});
  EXPECT_NE(run.output.find("uses parameter 'r' at " + soa +
                            ":8:61 other than as r[i] or *r; so dat 'p_r' "
                            "cannot have the struct-of-arrays layout its type "
                            "string asks for at " +
                            soa + ":18:15 (\"double:soa\")"),
            std::string::npos)
      << run.output;
}

// A place whose file cannot be read still names it, on one line; no place
// at all is loomc's own one-line error.
TEST(GeneratorDiagnostics, PlacesWithoutAReadableFile) {
  std::string text;
  llvm::raw_string_ostream os(text);
  reportErrorAt({"/nonexistent/app.cpp", 7, 5}, "loop 'a\tb': refused", os);
  reportErrorAt({"", 0, 0}, "kernel 'k': inconsistent", os);
  os.flush();
  EXPECT_EQ(text, "/nonexistent/app.cpp:7:5: error: loop 'a\\x09b': refused\n"
                  "loom: error: kernel 'k': inconsistent\n");
}

} // namespace
} // namespace loom::translator::test
