// Every check of the front end: a program that breaks it, the error loomc
// must print (file:line:col: error: message) and a failing exit status.
#include "loomc_process.h"

#include <filesystem>
#include <fstream>
#include <iterator>

#include <gtest/gtest.h>

namespace loom::translator::test {
namespace {

struct DiagnosticCase {
  const char *input; // under inputs/diagnostics/
  unsigned line;
  unsigned column;
  const char *message;
};

void PrintTo(const DiagnosticCase &c, std::ostream *os) { *os << c.input; }

class Diagnostic : public ::testing::TestWithParam<DiagnosticCase> {};

TEST_P(Diagnostic, IsReportedAtItsLocation) {
  const DiagnosticCase &c = GetParam();
  std::string input = inputPath(std::string("diagnostics/") + c.input + ".cpp");
  std::string out = freshDirectory(std::string("diag_") + c.input);
  ProcessResult run = runLoomc({"--backend", "seq", "-o", out, input});
  EXPECT_NE(run.exitCode, 0) << run.output;
  std::string expected = input + ":" + std::to_string(c.line) + ":" +
                         std::to_string(c.column) + ": error: " + c.message;
  EXPECT_NE(run.output.find(expected), std::string::npos)
      << "expected: " << expected << "\noutput:\n"
      << run.output;
  EXPECT_TRUE(std::filesystem::is_empty(out)) << "no output after an error";
}

INSTANTIATE_TEST_SUITE_P(
    FrontEnd, Diagnostic,
    ::testing::Values(
        DiagnosticCase{"dim_not_constant", 17, 59,
                       "dim of op_arg_dat must be an integer constant "
                       "expression"},
        DiagnosticCase{"idx_not_constant", 17, 48,
                       "map index of op_arg_dat must be an integer constant "
                       "expression"},
        DiagnosticCase{"access_not_constant", 17, 72,
                       "access mode of op_arg_dat must be a constant OP_READ"},
        DiagnosticCase{"access_out_of_range", 16, 72,
                       "access mode of op_arg_dat must be a constant OP_READ"},
        DiagnosticCase{"kernel_not_function", 17, 15,
                       "kernel 'kernel' of op_par_loop is not a function "
                       "visible to loomc"},
        DiagnosticCase{"arg_count", 16, 3,
                       "op_par_loop 'k2' passes 1 arguments but kernel 'k2' "
                       "takes 2 parameters"},
        DiagnosticCase{"type_mismatch", 17, 45,
                       "argument 1 of op_par_loop has type \"float\" but "
                       "kernel parameter 'b' has type 'double *' (\"float\" "
                       "needs a parameter of type 'float *')"},
        DiagnosticCase{"vector_type", 16, 62,
                       "argument 0 of op_par_loop has type \"double\" but "
                       "kernel parameter 'a' has type 'const double *' "
                       "(\"double\" needs a parameter of type 'double **')"},
        DiagnosticCase{"map_index_range", 16, 48,
                       "map index 2 is out of range for map 'pedge' of dim 2"},
        DiagnosticCase{"name_not_literal", 17, 19,
                       "op_par_loop name must be a string literal"},
        DiagnosticCase{"dat_with_gbl", 16, 52,
                       "op_arg_dat cannot use OP_GBL; use OP_ID for direct "
                       "access or a map"},
        DiagnosticCase{"index_needs_map", 16, 48,
                       "map index 0 of op_arg_dat needs a map, not OP_ID"},
        DiagnosticCase{"direct_with_map", 16, 48,
                       "map index -1 of op_arg_dat must use OP_ID, not map "
                       "'pedge'"},
        DiagnosticCase{"not_op_arg", 17, 32,
                       "argument 0 of op_par_loop must be a call to "
                       "op_arg_dat, op_opt_arg_dat, op_arg_gbl, "
                       "op_opt_arg_gbl, op_arg_idx or op_arg_info"},
        DiagnosticCase{"type_not_literal", 17, 62,
                       "type of op_arg_dat must be a string literal"},
        DiagnosticCase{"call_in_macro", 17, 3,
                       "op_par_loop call produced by a macro expansion cannot "
                       "be translated"},
        DiagnosticCase{"const_not_variable", 17, 30,
                       "op_decl_const data must be a variable or its address"},
        DiagnosticCase{"const2_not_variable", 8, 40,
                       "op_decl_const2 data must be a variable or its "
                       "address"},
        DiagnosticCase{"info_ref_not_constant", 16, 83,
                       "reference argument of op_arg_info must be an integer "
                       "constant expression"},
        DiagnosticCase{"info_ref_not_reduction", 15, 83,
                       "op_arg_info refers to argument 1, which is not an "
                       "op_arg_gbl with OP_MIN or OP_MAX"},
        DiagnosticCase{"gbl_work_access", 12, 49,
                       "access mode of op_arg_gbl must be a constant OP_READ, "
                       "OP_WRITE, OP_RW, OP_INC, OP_MIN or OP_MAX"},
        DiagnosticCase{"kernel_private", 15, 15,
                       "kernel 'Kernels::fill' is a private member of "
                       "'Kernels': the generated loops cannot call it"},
        DiagnosticCase{"kernel_in_function", 12, 15,
                       "kernel 'main(int, char **)::Local::fill' is declared "
                       "inside function 'main': the generated loops cannot "
                       "call it"},
        DiagnosticCase{"dependent_loop", 7, 3,
                       "op_par_loop with arguments that depend on a template "
                       "parameter cannot be translated"},
        DiagnosticCase{"clang_error", 16, 43,
                       "use of undeclared identifier 'p_missing'"}),
    [](const ::testing::TestParamInfo<DiagnosticCase> &info) {
      return std::string(info.param.input);
    });

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
  std::string input = inputPath("diagnostics/loop_in_header.cpp");
  std::string out = freshDirectory("loop_in_header");
  ProcessResult run = runLoomc({"--backend", "seq", "-o", out, input});
  EXPECT_NE(run.exitCode, 0) << run.output;
  std::string expected = inputPath("diagnostics/loop_in_header.h") +
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
  std::string input = inputPath("diagnostics/write_const_param.cpp");
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
