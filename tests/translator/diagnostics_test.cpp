// Every check of the front end: a program that breaks it, annotated with the
// error loomc must print (file:line:col: error: message; expected_errors.h),
// and a failing exit status.
#include "expected_errors.h"
#include "loomc_process.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>

namespace loom::translator::test {
namespace {

class Diagnostic : public ::testing::TestWithParam<std::string> {};

TEST_P(Diagnostic, IsReportedAtItsLocation) {
  const std::string input = inputPath("diagnostics/" + GetParam() + ".cpp");
  const std::vector<ExpectedError> expected = expectedErrors(input);
  ASSERT_EQ(expected.size(), 1u)
      << input << ": one // LOOM-ERROR: annotation expected";
  const ExpectedError &e = expected.front();
  std::string out = freshDirectory("diag_" + GetParam());
  ProcessResult run = runLoomc({"--backend", "seq", "-o", out, input});
  EXPECT_NE(run.exitCode, 0) << run.output;
  std::string wanted = input + ":" + std::to_string(e.line) + ":" +
                       std::to_string(e.column) + ": error: " + e.message;
  EXPECT_NE(run.output.find(wanted), std::string::npos)
      << "expected: " << wanted << "\noutput:\n"
      << run.output;
  EXPECT_TRUE(std::filesystem::is_empty(out)) << "no output after an error";
}

// Every input under inputs/diagnostics/ is a case; its annotation says where
// and what.
INSTANTIATE_TEST_SUITE_P(FrontEnd, Diagnostic,
                         ::testing::ValuesIn(inputNames(LOOM_TRANSLATOR_INPUTS
                                                        "/diagnostics")),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           return info.param;
                         });

// The annotations' own reader: offsets either way, and a clear error for
// one it cannot read.
TEST(ExpectedErrors, ReadsOffsetsAndRejectsWhatItCannotRead) {
  const std::string dir = freshDirectory("expected_errors");
  const auto write = [&](const std::string &name, const std::string &text) {
    std::ofstream(dir + "/" + name) << text;
    return dir + "/" + name;
  };
  const std::string good =
      write("good.cpp", "int a;\n  // LOOM-ERROR: @+1:3 first 'one'\n"
                        "  int b;\nint c; // LOOM-ERROR: @-3:1 second\n");
  const std::vector<ExpectedError> found = expectedErrors(good);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].line, 3u);
  EXPECT_EQ(found[0].column, 3u);
  EXPECT_EQ(found[0].message, "first 'one'");
  EXPECT_EQ(found[0].sourceLine, "  int b;");
  EXPECT_EQ(found[1].line, 1u);
  EXPECT_EQ(found[1].sourceLine, "int a;");
  for (const char *bad : {"// LOOM-ERROR: @1:2 no sign", "// LOOM-ERROR: @+1 x",
                          "// LOOM-ERROR: @+1:0 column 0",
                          "// LOOM-ERROR: @+1:2", "// LOOM-ERROR: @+5:1 far"}) {
    const std::string path = write("bad.cpp", std::string(bad) + "\nint a;\n");
    try {
      expectedErrors(path);
      ADD_FAILURE() << "accepted: " << bad;
    } catch (const std::runtime_error &error) {
      EXPECT_EQ(std::string(error.what()).rfind(path + ":1: ", 0), 0u)
          << error.what();
    }
  }
}

// op_decl_const on a local variable is valid OP2: translated, with a warning
// only where a kernel reads the global of that name.
TEST(Driver, LocalConstantIsAcceptedAndWarnedAboutOnlyWhenAKernelReadsIt) {
  std::string input = inputPath("const_local.cpp");
  std::string out = freshDirectory("const_local");
  ProcessResult run = runLoomc({"--backend", "seq", "-o", out, input});
  EXPECT_EQ(run.exitCode, 0) << run.output;
  std::string expected =
      input + ":12:30: warning: op_decl_const is given the local variable "
              "'eps', but kernel 'smooth' reads the global 'eps'";
  EXPECT_NE(run.output.find(expected), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find("'alpha'"), std::string::npos) << run.output;
  EXPECT_FALSE(std::filesystem::is_empty(out));
}

// A loop in a header the translated source includes would stay untranslated.
TEST(Driver, LoopInAHeaderIsAnError) {
  std::string input = inputPath("loop_in_header.cpp");
  std::string out = freshDirectory("loop_in_header");
  ProcessResult run = runLoomc({"--backend", "seq", "-o", out, input});
  EXPECT_NE(run.exitCode, 0) << run.output;
  std::string expected = inputPath("loop_in_header.h") +
                         ":6:3: error: op_par_loop in a header is not "
                         "translated";
  EXPECT_NE(run.output.find(expected), std::string::npos) << run.output;
  EXPECT_TRUE(std::filesystem::is_empty(out)) << "no output after an error";
}

// OP_READ through a non-const parameter is valid; reported on request only.
TEST(Driver, ReadThroughNonConstParameterWarnsOnRequest) {
  std::string input = inputPath("read_non_const.cpp");
  std::string out = freshDirectory("read_non_const");
  ProcessResult quiet = runLoomc({"--backend", "seq", "-o", out, input});
  EXPECT_EQ(quiet.exitCode, 0) << quiet.output;
  EXPECT_EQ(quiet.output.find("warning"), std::string::npos) << quiet.output;
  ProcessResult warned =
      runLoomc({"--backend", "seq", "--warn-read-non-const", "-o", out, input});
  EXPECT_EQ(warned.exitCode, 0) << warned.output;
  std::string expected = input + ":12:55: warning: argument 0 of op_par_loop "
                                 "is OP_READ but kernel parameter 'from' has "
                                 "type 'double *': make it point to const";
  EXPECT_NE(warned.output.find(expected), std::string::npos) << warned.output;
}

// OP_RW/OP_INC/OP_WRITE on a const kernel parameter is valid OP2 (OP2 does
// not check): a warning, the argument treated as OP_READ; --strict (or
// -Werror) makes it an error.
TEST(Driver, WriteThroughConstParameterWarnsAndReadsUnlessStrict) {
  std::string input = inputPath("write_const_param.cpp");
  std::string out = freshDirectory("write_const_param");
  std::string model = out + "/model.json";
  ProcessResult run =
      runLoomc({"--backend", "seq", "--emit-model", model, "-o", out, input});
  EXPECT_EQ(run.exitCode, 0) << run.output;
  std::string message = "argument 1 of op_par_loop is OP_INC but kernel "
                        "parameter 'total' has type 'const double *': the "
                        "kernel cannot write through it, so the argument is "
                        "treated as OP_READ";
  EXPECT_NE(run.output.find(input + ":15:47: warning: " + message),
            std::string::npos)
      << run.output;
  std::ifstream json(model);
  std::string text((std::istreambuf_iterator<char>(json)),
                   std::istreambuf_iterator<char>());
  EXPECT_EQ(text.find("\"OP_INC\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"OP_READ\""), std::string::npos) << text;
  for (const char *flag : {"--strict", "-Werror"}) {
    std::string strictOut = freshDirectory(std::string("strict") + flag);
    ProcessResult strict =
        runLoomc({"--backend", "seq", flag, "-o", strictOut, input});
    EXPECT_NE(strict.exitCode, 0) << strict.output;
    EXPECT_NE(strict.output.find(input + ":15:47: error: " + message),
              std::string::npos)
        << strict.output;
    EXPECT_TRUE(std::filesystem::is_empty(strictOut));
  }
}

// A kernel (or a helper) that writes a variable of static storage: each
// loop is refused at its kernel argument, naming the variable and the
// write; reading one is fine (the CUDA backends copy it to the device).
// Runs loomc on `name` and expects exactly the errors `lines` (each
// ":line:col: error: kernel ... (at <input>:line:col[, through ...]"), each
// followed by the reason, and no output.
void expectStaticWritesRefused(const std::string &name,
                               const std::vector<std::string> &lines) {
  const std::string input = inputPath(name + ".cpp");
  const std::string out = freshDirectory(name);
  ProcessResult run = runLoomc({"-o", out, input});
  EXPECT_NE(run.exitCode, 0) << run.output;
  const std::string reason =
      "): a loop's elements run in parallel, on threads, GPU threads or "
      "processes, which would race on it or each write their own copy; give "
      "it to the loop as an op_arg_gbl (OP_INC, OP_MIN, OP_MAX) or keep it "
      "in a dat";
  for (std::string line : lines) {
    line.replace(line.find("<input>"), 7, input);
    EXPECT_NE(run.output.find(input + line + reason), std::string::npos)
        << input + line + reason << "\noutput:\n"
        << run.output;
  }
  size_t errors = 0;
  for (size_t at = run.output.find(": error: "); at != std::string::npos;
       at = run.output.find(": error: ", at + 1))
    ++errors;
  EXPECT_EQ(errors, lines.size()) << run.output;
  EXPECT_TRUE(std::filesystem::is_empty(out)) << "no output after an error";
}

TEST(Driver, KernelWritingAStaticVariableIsRefused) {
  expectStaticWritesRefused(
      "kernel_writes_static",
      {":41:15: error: kernel 'count' writes global variable 'calls' (at "
       "<input>:15:5",
       ":43:15: error: kernel 'sum' writes static local variable 'seen' (at "
       "<input>:21:3",
       ":43:15: error: kernel 'sum' writes global variable 'total' (at "
       "<input>:22:3",
       ":45:15: error: kernel 'widest' writes static member variable "
       "'Stats::largest' (at <input>:29:5"});
}

// Through a helper's reference or pointer parameter, a chain of helpers, an
// array decayed to a pointer and a template; a helper that only reads
// through its pointer, or writes to the kernel's own data, is fine.
TEST(Driver, KernelWritingAStaticVariableThroughAHelperIsRefused) {
  expectStaticWritesRefused(
      "kernel_writes_static_through_helpers",
      {":52:15: error: kernel 'tally' writes global variable 'hits' (at "
       "<input>:32:10, through helper 'bump'",
       ":54:15: error: kernel 'deep' writes global variable 'depth' (at "
       "<input>:35:44, through helper 'outer'",
       ":56:15: error: kernel 'spread' writes global variable 'totals' (at "
       "<input>:37:43, through helper 'add'",
       ":58:15: error: kernel 'keep' writes global variable 'last' (at "
       "<input>:39:43, through helper 'store'"});
}

TEST(Driver, UnknownBackendFails) {
  ProcessResult run = runLoomc(
      {"--backend", "cuda", "--model-only", inputPath("direct_loop.cpp")});
  EXPECT_NE(run.exitCode, 0);
  EXPECT_NE(run.output.find("unknown backend 'cuda'"), std::string::npos)
      << run.output;
}

TEST(Driver, UnknownSoaPolicyFails) {
  ProcessResult run =
      runLoomc({"--soa=some", "--model-only", inputPath("direct_loop.cpp")});
  EXPECT_NE(run.exitCode, 0);
  EXPECT_NE(run.output.find("--soa=some: expected none, direct or all"),
            std::string::npos)
      << run.output;
}

TEST(Driver, VersionNamesLoomc) {
  ProcessResult run = runProcess(LOOMC_PATH, {"--version"});
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_NE(run.output.find("loomc "), std::string::npos) << run.output;
}

} // namespace
} // namespace loom::translator::test
