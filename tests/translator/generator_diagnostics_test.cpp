// What the generators refuse, as loomc prints it: at the loop or argument in
// the user's source, in the front end's format (file:line:col: error:, the
// source line, a caret), once, with a failing exit status and nothing
// written; the host backends translate the same programs.
#include "frontend/located_report.h"
#include "loomc_process.h"
#include "occurrences.h"

#include <llvm/Support/raw_ostream.h>

#include <filesystem>

#include <gtest/gtest.h>

namespace loom::translator::test {
namespace {

struct GeneratorCase {
  const char *input; // under inputs/
  unsigned line;
  unsigned column;
  const char *message; // what follows "error: ", up to a path
  const char *sourceLine;
};

void PrintTo(const GeneratorCase &c, std::ostream *os) { *os << c.input; }

class GeneratorDiagnostic : public ::testing::TestWithParam<GeneratorCase> {};

using loom::test::occurrences;

TEST_P(GeneratorDiagnostic, IsReportedAtTheLoopForEachCudaBackend) {
  const GeneratorCase &c = GetParam();
  const std::string input = inputPath(std::string(c.input) + ".cpp");
  const std::string expected = input + ":" + std::to_string(c.line) + ":" +
                               std::to_string(c.column) +
                               ": error: " + c.message;
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
    const size_t shown = run.output.find(std::to_string(c.line) + " | ");
    EXPECT_NE(shown, std::string::npos) << run.output;
    EXPECT_NE(run.output.find(c.sourceLine, shown), std::string::npos)
        << run.output;
    EXPECT_NE(run.output.find("| " + std::string(c.column - 1, ' ') + "^\n"),
              std::string::npos)
        << run.output;
    EXPECT_EQ(run.output.find("loom: error:"), std::string::npos) << run.output;
    EXPECT_TRUE(std::filesystem::is_empty(out)) << "no output after an error";
  }
  ProcessResult seq =
      runLoomc({"--backend", "seq", "-o", freshDirectory("seq"), input});
  EXPECT_EQ(seq.exitCode, 0) << seq.output;
}

INSTANTIATE_TEST_SUITE_P(
    Cuda, GeneratorDiagnostic,
    ::testing::Values(
        GeneratorCase{"generators/kernel_without_definition", 13, 3,
                      "loop 'scale': the CUDA backends need the definition "
                      "of kernel 'scale' in the translated source or a "
                      "header it includes",
                      "op_par_loop(scale, \"scale\", nodes,"},
        GeneratorCase{"generators/helper_member_function", 16, 3,
                      "loop 'halve': kernel 'halve' calls 'of' (",
                      "op_par_loop(halve, \"halve\", nodes,"},
        // The name's newline is written as \n: the report keeps its line.
        GeneratorCase{"generators/name_with_newline", 12, 3,
                      "loop 'two\\nlines': the CUDA backends need the "
                      "definition of kernel 'scale'",
                      "op_par_loop(scale, \"two\\nlines\", nodes,"},
        GeneratorCase{"soa/soa_refused", 17, 15,
                      "loop 'copy', argument 1: kernel 'copy' uses parameter "
                      "'r' at ",
                      "op_arg_dat(p_r, -1, OP_ID, 2, \"double:soa\", "
                      "OP_READ));"}),
    [](const ::testing::TestParamInfo<GeneratorCase> &info) {
      std::string name = info.param.input;
      return name.substr(name.find('/') + 1);
    });

// The rest of each message: the helper's place, both places of a refused
// struct-of-arrays layout.
TEST(GeneratorDiagnostics, MessagesNameTheOtherPlaces) {
  const std::string helper = inputPath("generators/helper_member_function.cpp");
  ProcessResult run = runLoomc(
      {"--backend", "cuda_global", "-o", freshDirectory("helper"), helper});
  EXPECT_NE(run.output.find("calls 'of' (" + helper +
                            ":6), a member function, which the CUDA "
                            "backends cannot compile for the device"),
            std::string::npos)
      << run.output;
  const std::string soa = inputPath("soa/soa_refused.cpp");
  run = runLoomc({"--backend", "cuda_hier", "-o", freshDirectory("soa"), soa});
  EXPECT_NE(run.output.find("uses parameter 'r' at " + soa +
                            ":8:61 other than as r[i] or *r; so dat 'p_r' "
                            "cannot have the struct-of-arrays layout its type "
                            "string asks for at " +
                            soa + ":17:15 (\"double:soa\")"),
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
