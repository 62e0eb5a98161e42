// Inputs hostile to loomc: user strings that would break or inject into the
// generated code if written raw, files with a byte-order mark or nothing in
// them, unusual but valid ways to write kernels and calls, bad command lines.
// loomc either translates them into code that compiles or fails with one
// `loom: error:` line (Clang's file:line:col diagnostics for the source).
#include "loomc_process.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string_view>

#include <gtest/gtest.h>

namespace loom::translator::test {
namespace {

namespace fs = std::filesystem;

void writeFile(const std::string &path, const std::string &text) {
  std::ofstream(path, std::ios::binary) << text;
}

// Compiles a translated main file (and the loops header beside it).
ProcessResult compile(const std::string &dir, const std::string &mainFile) {
  return runProcess(LOOM_TEST_CXX,
                    {"-std=c++20", "-fsyntax-only", "-fopenmp", "-Wall",
                     "-Wextra", "-Wno-trigraphs", "-I" LOOM_RUNTIME_INCLUDE,
                     "-I" + dir, dir + "/" + mainFile});
}

// `text` with each comment that clang-format continued on the next line
// joined back into one line: "// a b\n// c" becomes "// a b c".
std::string joinedComments(const std::string &text) {
  std::string joined;
  bool inComment = false;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    std::string_view line(text.data() + begin, end - begin);
    bool comment = line.starts_with("// ");
    if (comment && inComment) {
      joined += ' ';
      joined += line.substr(3);
    } else {
      if (begin != 0)
        joined += '\n';
      joined += line;
    }
    inComment = comment;
    begin = end + 1;
  }
  return joined;
}

size_t lineCount(const std::string &text) {
  return static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
}

class HostileNames : public ::testing::TestWithParam<const char *> {};

// Loop names with newlines, quotes, backslashes, `*/`, `??/`, NUL and
// non-ASCII bytes; kernels in anonymous namespaces, static members, a
// template with an explicit argument; `(op_par_loop)(...)` calls, calls in
// a template, a lambda and a macro's argument.
TEST_P(HostileNames, TranslateAndCompile) {
  const std::string backend = GetParam();
  std::string out = freshDirectory("hostile_" + backend);
  ProcessResult run = runLoomc({"--backend", backend, "-o", out,
                                inputPath("hostile/names_and_kernels.cpp")});
  ASSERT_EQ(run.exitCode, 0) << run.output;
  std::string loops =
      readFile(out + "/names_and_kernels_" + backend + "_loops.h");
  // Nothing of the names reaches a line of its own.
  EXPECT_EQ(loops.find("\n#error"), std::string::npos) << loops;
  const std::string comments = joinedComments(loops);
  EXPECT_NE(comments.find("// Loop \"new\\n#error injected */ \"quoted\" "
                          "back\\x5c ?\\x3f/ \\xff\\t\": kernel scale over"),
            std::string::npos)
      << loops;
  EXPECT_NE(comments.find("// Loop \"raw\\n#error injected\\x5c\": kernel "
                          "outer::inner::scale"),
            std::string::npos)
      << loops;
  std::string mainFile = "names_and_kernels_" + backend + "_loom.cpp";
  std::string rewritten = readFile(out + "/" + mainFile);
  for (const char *call :
       {"  op_par_loop_scale_1(\"in a template\"",
        "(op_par_loop_outer_inner_scale)(", "((op_par_loop_Kernels_copy_1))(",
        "::op_par_loop_times(", "op_par_loop_add_one_1(",
        "op_par_loop_gather_2(NAME, edges", "op_par_loop_Kernels_copy_2(",
        "WRAP(op_par_loop_add_one_2("})
    EXPECT_NE(rewritten.find(call), std::string::npos) << call;
  ProcessResult compiled = compile(out, mainFile);
  EXPECT_EQ(compiled.exitCode, 0) << compiled.output;
}

// Kernels whose generated function names would collide get numbered ones.
TEST_P(HostileNames, CollidingKernelNamesAreNumbered) {
  const std::string backend = GetParam();
  std::string out = freshDirectory("collisions_" + backend);
  ProcessResult run = runLoomc({"--backend", backend, "-o", out,
                                inputPath("hostile/name_collisions.cpp")});
  ASSERT_EQ(run.exitCode, 0) << run.output;
  std::string mainFile = "name_collisions_" + backend + "_loom.cpp";
  std::string rewritten = readFile(out + "/" + mainFile);
  for (const char *call : {"op_par_loop_a_k_1(\"k\"", "op_par_loop_a_k_2(\"k\"",
                           "op_par_loop_z(\"z\""})
    EXPECT_NE(rewritten.find(call), std::string::npos) << call;
  ProcessResult compiled = compile(out, mainFile);
  EXPECT_EQ(compiled.exitCode, 0) << compiled.output;
}

// Kernels named as the loop functions' locals (`n`, `set`, `block`, ...)
// compile: the loops call them as `::n`, which no local hides.
TEST_P(HostileNames, KernelsNamedLikeLocalsAreCalled) {
  const std::string backend = GetParam();
  std::string out = freshDirectory("like_locals_" + backend);
  ProcessResult run =
      runLoomc({"--backend", backend, "-o", out,
                inputPath("hostile/kernels_named_like_locals.cpp")});
  ASSERT_EQ(run.exitCode, 0) << run.output;
  std::string mainFile = "kernels_named_like_locals_" + backend + "_loom.cpp";
  std::string loops =
      readFile(out + "/kernels_named_like_locals_" + backend + "_loops.h");
  for (const char *call : {"::n(", "::set(", "::block(", "::arg0("})
    EXPECT_NE(loops.find(call), std::string::npos) << call;
  ProcessResult compiled = compile(out, mainFile);
  EXPECT_EQ(compiled.exitCode, 0) << compiled.output;
}

INSTANTIATE_TEST_SUITE_P(Backends, HostileNames,
                         ::testing::Values("seq", "openmp"));

// A UTF-8 byte-order mark stays in front, and the line after it is kept.
TEST(HostileFiles, ByteOrderMarkKeepsTheFirstLine) {
  std::string dir = freshDirectory("bom");
  std::string source = dir + "/bom.cpp";
  writeFile(source, "\xEF\xBB\xBF// the first line\n" +
                        readFile(inputPath("direct_loop.cpp")));
  ProcessResult run = runLoomc({"--backend", "seq", "-o", dir, source});
  ASSERT_EQ(run.exitCode, 0) << run.output;
  std::string text = readFile(dir + "/bom_seq_loom.cpp");
  EXPECT_EQ(text.rfind("\xEF\xBB\xBF// Generated by loomc from bom.cpp.", 0),
            0u)
      << text;
  EXPECT_NE(text.find("\n// the first line\n"), std::string::npos) << text;
  ProcessResult compiled = compile(dir, "bom_seq_loom.cpp");
  EXPECT_EQ(compiled.exitCode, 0) << compiled.output;
}

// An empty source is a valid (empty) program: translated, compiles.
TEST(HostileFiles, EmptySourceIsTranslated) {
  std::string dir = freshDirectory("empty");
  for (const char *content : {"", "\xEF\xBB\xBF"}) {
    writeFile(dir + "/empty.cpp", content);
    ProcessResult run =
        runLoomc({"--backend", "seq", "-o", dir, dir + "/empty.cpp"});
    ASSERT_EQ(run.exitCode, 0) << run.output;
    EXPECT_EQ(run.output, "");
    ProcessResult compiled = compile(dir, "empty_seq_loom.cpp");
    EXPECT_EQ(compiled.exitCode, 0) << compiled.output;
  }
}

// A file name that cannot stand in an #include line: one error line.
TEST(HostileFiles, UnincludableFileNameIsOneError) {
  std::string dir = freshDirectory("quote_name");
  std::string source = dir + "/we\"ird.cpp";
  writeFile(source, readFile(inputPath("direct_loop.cpp")));
  ProcessResult run = runLoomc({"--backend", "seq", "-o", dir, source});
  EXPECT_EQ(run.exitCode, 1) << run.output;
  EXPECT_EQ(run.output.rfind("loom: error: ", 0), 0u) << run.output;
  EXPECT_NE(run.output.find("cannot be written in an #include"),
            std::string::npos)
      << run.output;
  EXPECT_EQ(lineCount(run.output), 1u) << run.output;
}

struct BadCommandLine {
  const char *label;
  std::vector<std::string> args;
  const char *message; // part of the one error line
};

void PrintTo(const BadCommandLine &c, std::ostream *os) { *os << c.label; }

class BadCommandLines : public ::testing::TestWithParam<BadCommandLine> {};

TEST_P(BadCommandLines, GiveOneErrorLine) {
  const BadCommandLine &c = GetParam();
  std::vector<std::string> args;
  for (const std::string &arg : c.args) {
    if (arg == "@baddb") { // a folder whose database is not JSON
      std::string dir = freshDirectory(c.label);
      writeFile(dir + "/compile_commands.json", "{not json\n");
      args.push_back(dir);
    } else if (arg == "@dat") { // a loop program in a file named .dat
      std::string dat = freshDirectory(c.label) + "/direct_loop.dat";
      writeFile(dat, readFile(inputPath("direct_loop.cpp")));
      args.push_back(dat);
    } else {
      args.push_back(arg == "@input" ? inputPath("direct_loop.cpp")
                     : arg == "@dir" ? freshDirectory(c.label)
                                     : arg);
    }
  }
  ProcessResult run = runProcess(LOOMC_PATH, args);
  EXPECT_EQ(run.exitCode, 1) << run.output;
  EXPECT_EQ(run.output.rfind("loom: error: ", 0), 0u) << run.output;
  EXPECT_EQ(lineCount(run.output), 1u) << run.output;
  EXPECT_NE(run.output.find(c.message), std::string::npos) << run.output;
}

INSTANTIATE_TEST_SUITE_P(
    Driver, BadCommandLines,
    ::testing::Values(
        BadCommandLine{"no_arguments", {}, "no source file given"},
        BadCommandLine{"unknown_option",
                       {"--bogus", "@input", "--"},
                       "Unknown command line argument '--bogus'"},
        BadCommandLine{"missing_value",
                       {"@input", "--backend"},
                       "for the --backend option: requires a value"},
        BadCommandLine{"no_compile_flags",
                       {"-o", "@dir", "@input"},
                       "no compile flags for"},
        BadCommandLine{"missing_source",
                       {"/nonexistent/app.cpp", "--"},
                       "source '/nonexistent/app.cpp': no such file"},
        BadCommandLine{"directory_source", {"/", "--"}, "not a regular file"},
        BadCommandLine{"newline_in_path",
                       {"/nonexistent/a\nb.cpp", "--"},
                       "source '/nonexistent/a\\nb.cpp': no such file"},
        BadCommandLine{"c1_byte_in_path",
                       {"/nonexistent/a\x9b"
                        "2Jb.cpp",
                        "--"},
                       "source '/nonexistent/a\\x9b2Jb.cpp': no such file"},
        BadCommandLine{"output_is_a_file",
                       {"-o", "/dev/null", "@input", "--", "-std=c++20",
                        "-I" LOOM_RUNTIME_INCLUDE},
                       "cannot write"},
        BadCommandLine{"depfile_in_missing_folder",
                       {"--depfile", "/nonexistent/app.d", "-o", "@dir",
                        "@input", "--", "-std=c++20",
                        "-I" LOOM_RUNTIME_INCLUDE},
                       "/nonexistent/app.d: cannot write: the folder "
                       "'/nonexistent' does not exist"},
        BadCommandLine{"depfile_is_a_folder",
                       {"--depfile", "@dir", "@input", "--", "-std=c++20",
                        "-I" LOOM_RUNTIME_INCLUDE},
                       "cannot write: it is a folder"},
        BadCommandLine{"depfile_on_full_device",
                       {"--depfile", "/dev/full", "-o", "@dir", "@input", "--",
                        "-std=c++20", "-I" LOOM_RUNTIME_INCLUDE},
                       "/dev/full: cannot write: No space left on device"},
        BadCommandLine{"model_root_missing",
                       {"--model-root", "/nonexistent/root", "-o", "@dir",
                        "@input", "--", "-std=c++20"},
                       "--model-root '/nonexistent/root': no such folder"},
        BadCommandLine{"model_root_is_a_file",
                       {"--model-root", "/dev/null", "-o", "@dir", "@input",
                        "--", "-std=c++20"},
                       "--model-root '/dev/null': not a folder"},
        BadCommandLine{"malformed_database",
                       {"-p", "@baddb", "@input"},
                       "compile_commands.json: Expected array"},
        BadCommandLine{"folder_without_database",
                       {"-p", "/", "@input"},
                       "-p /: no compile_commands.json in that folder"},
        BadCommandLine{"source_of_another_language",
                       {"@dat", "--", "-std=c++20", "-I" LOOM_RUNTIME_INCLUDE},
                       "direct_loop.dat': '.dat' is not a C or C++ source "
                       "extension"},
        // Clang's driver errors: one line, without "1 error generated." or
        // the notes that list what would be valid.
        BadCommandLine{
            "unknown_compiler_flag",
            {"-o", "@dir", "@input", "--", "-std=c++20", "-fbogus-flag"},
            "unknown argument: '-fbogus-flag'"},
        BadCommandLine{"invalid_standard",
                       {"-o", "@dir", "@input", "--", "-std=c++99"},
                       "invalid value 'c++99' in '-std=c++99'"},
        BadCommandLine{
            "unknown_target_cpu",
            {"-o", "@dir", "@input", "--", "-std=c++20", "-march=nonsense"},
            "unknown target CPU 'nonsense'"},
        // Flags that leave Clang nothing to parse as C++: before, "no
        // compile flags" (Clang's tooling found no compilation and looked
        // for a database), or Clang handing the file to gcc for -xf95.
        BadCommandLine{
            "foreign_language",
            {"-o", "@dir", "@input", "--", "-std=c++20", "-x", "fortran"},
            "-x fortran after `--`: '"},
        BadCommandLine{"foreign_language_joined",
                       {"-o", "@dir", "@input", "--", "-std=c++20", "-xf95"},
                       "-x f95 after `--`: '"},
        BadCommandLine{"preprocess_only",
                       {"-o", "@dir", "@input", "--", "-std=c++20", "-E"},
                       "-E after `--`: Clang would stop before it parses"}),
    [](const ::testing::TestParamInfo<BadCommandLine> &info) {
      return std::string(info.param.label);
    });

// An error of the compiler driver (an invalid -std=) fails the translation.
TEST(Driver, CompilerDriverErrorFails) {
  std::string out = freshDirectory("driver_error");
  ProcessResult run =
      runProcess(LOOMC_PATH, {"-o", out, inputPath("direct_loop.cpp"), "--",
                              "-std=c++99", "-I" LOOM_RUNTIME_INCLUDE});
  EXPECT_EQ(run.exitCode, 1) << run.output;
  // Clang's message has no place in a file: it starts as Loom's do.
  EXPECT_EQ(run.output.rfind("loom: error: invalid value 'c++99'", 0), 0u)
      << run.output;
  EXPECT_TRUE(fs::is_empty(out)) << "no output after an error";
}

// With the language given (-x c++), any extension is translated.
TEST(Driver, LanguageFlagTranslatesAnyExtension) {
  std::string dir = freshDirectory("language_flag");
  std::string source = dir + "/direct_loop.dat";
  writeFile(source, readFile(inputPath("direct_loop.cpp")));
  ProcessResult run =
      runProcess(LOOMC_PATH, {"--backend", "seq", "-o", dir, source, "--", "-x",
                              "c++", "-std=c++20", "-I" LOOM_RUNTIME_INCLUDE});
  EXPECT_EQ(run.exitCode, 0) << run.output;
  EXPECT_TRUE(fs::exists(dir + "/direct_loop_seq_loom.cpp"));
}

// An expression of 100,000 terms (generated code has them) nests as deep
// in Clang's parser and visitors: it overflowed loomc's 8 MiB main stack
// (SIGSEGV, no message); loomc now translates on a large stack.
TEST(HostileFiles, DeeplyNestedExpressionTranslates) {
  std::string dir = freshDirectory("deep_expression");
  std::string terms = "x";
  for (int k = 1; k < 100000; ++k)
    terms += " + x";
  writeFile(dir + "/deep.cpp",
            "#include \"op_seq.h\"\n"
            "inline void sum(double *y) {\n  const double x = y[0];\n"
            "  y[0] = " +
                terms +
                ";\n}\n"
                "void run(op_set s, op_dat d) {\n"
                "  op_par_loop(sum, \"sum\", s,\n"
                "              op_arg_dat(d, -1, OP_ID, 1, \"double\", "
                "OP_RW));\n}\n");
  ProcessResult run =
      runLoomc({"--backend", "seq", "-o", dir, dir + "/deep.cpp"});
  EXPECT_EQ(run.exitCode, 0) << run.output;
  EXPECT_TRUE(fs::exists(dir + "/deep_seq_loops.h"));
}

// Macros given on the command line (-D) are the user's too: the loops
// header puts those it would expand away, and the result compiles with
// the same flags.
TEST(HostileFiles, CommandLineMacrosStayOutOfTheLoops) {
  std::string dir = freshDirectory("command_line_macros");
  // Names the generated loops use and Loom's headers do not.
  const std::vector<std::string> defines = {
      "-Darg0=oops", "-Darg1=oops", "-Dblock_begin=oops", "-Dcolour_end=oops"};
  for (const char *backend : {"seq", "openmp"}) {
    SCOPED_TRACE(backend);
    std::vector<std::string> args = {"--backend",
                                     backend,
                                     "-o",
                                     dir,
                                     inputPath("direct_loop.cpp"),
                                     "--",
                                     "-std=c++20",
                                     "-I" LOOM_RUNTIME_INCLUDE};
    args.insert(args.end(), defines.begin(), defines.end());
    ProcessResult run = runProcess(LOOMC_PATH, args);
    ASSERT_EQ(run.exitCode, 0) << run.output;
    const std::string loops =
        readFile(dir + "/direct_loop_" + backend + "_loops.h");
    EXPECT_NE(loops.find("#pragma push_macro(\"arg0\")\n#undef arg0\n"),
              std::string::npos)
        << loops;
    std::vector<std::string> flags = {
        "-std=c++20", "-fsyntax-only",
        "-fopenmp",   "-Wall",
        "-Wextra",    "-I" LOOM_RUNTIME_INCLUDE,
        "-I" + dir,   dir + "/direct_loop_" + backend + "_loom.cpp"};
    flags.insert(flags.end(), defines.begin(), defines.end());
    ProcessResult compiled = runProcess(LOOM_TEST_CXX, flags);
    EXPECT_EQ(compiled.exitCode, 0) << compiled.output;
  }
}

// --depfile: a Makefile rule for the first generated file, naming the
// source and every header it includes; no temporary left beside it.
TEST(DepFile, NamesTheIncludedHeaders) {
  std::string dir = freshDirectory("depfile");
  std::string depFile = dir + "/app.d";
  ProcessResult run =
      runLoomc({"--backend", "seq,openmp", "-o", dir, "--depfile", depFile,
                inputPath("header_kernel.cpp")});
  ASSERT_EQ(run.exitCode, 0) << run.output;
  std::string rule = readFile(depFile);
  EXPECT_EQ(rule.rfind(dir + "/header_kernel_seq_loom.cpp: ", 0), 0u) << rule;
  EXPECT_NE(rule.find(inputPath("header_kernel.cpp")), std::string::npos)
      << rule;
  EXPECT_NE(rule.find(inputPath("kernels/smooth.h")), std::string::npos)
      << rule;
  EXPECT_NE(rule.find("op_seq.h"), std::string::npos) << rule;
  size_t files = static_cast<size_t>(
      std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
  EXPECT_EQ(files, 5u) << "app.d and two files per backend";
}

} // namespace
} // namespace loom::translator::test
