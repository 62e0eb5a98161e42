#include "loomc_process.h"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include <gtest/gtest.h>

namespace loom::translator::test {

namespace {

std::string shellQuote(const std::string &arg) {
  std::string quoted = "'";
  for (char c : arg) {
    if (c == '\'')
      quoted += "'\\''";
    else
      quoted.push_back(c);
  }
  quoted.push_back('\'');
  return quoted;
}

// The directories freshDirectory made in this process: removed when it
// exits if every test passed, kept (for a look at what loomc wrote) if one
// failed. gtest's UnitTest lives until exit.
class MadeDirectories {
public:
  ~MadeDirectories() {
    if (!::testing::UnitTest::GetInstance()->Passed())
      return;
    std::error_code ignored;
    for (const std::filesystem::path &dir : dirs_)
      std::filesystem::remove_all(dir, ignored);
  }
  void add(const std::filesystem::path &dir) { dirs_.push_back(dir); }

private:
  std::vector<std::filesystem::path> dirs_;
};

MadeDirectories &madeDirectories() {
  static MadeDirectories made;
  return made;
}

} // namespace

ProcessResult runProcess(const std::string &program,
                         const std::vector<std::string> &args) {
  std::string command = shellQuote(program);
  for (const std::string &arg : args) {
    command.push_back(' ');
    command += shellQuote(arg);
  }
  command += " 2>&1";
  ProcessResult result;
  FILE *pipe = popen(command.c_str(), "r");
  if (!pipe)
    return result;
  std::array<char, 4096> buffer;
  size_t n;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
    result.output.append(buffer.data(), n);
  int status = pclose(pipe);
  result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

ProcessResult runLoomc(const std::vector<std::string> &loomcArgs) {
  std::vector<std::string> args = loomcArgs;
  args.insert(args.end(), {"--", "-std=c++20", "-I" LOOM_RUNTIME_INCLUDE,
                           "-I" LOOM_TRANSLATOR_INPUTS});
  return runProcess(LOOMC_PATH, args);
}

std::string inputPath(const std::string &relative) {
  return std::string(LOOM_TRANSLATOR_INPUTS) + "/" + relative;
}

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string freshDirectory(const std::string &name) {
  // CTest runs each test case as its own process, several at once: the
  // directory is private to this test case and process.
  const ::testing::TestInfo *test =
      ::testing::UnitTest::GetInstance()->current_test_info();
  std::string owner =
      test ? std::string(test->test_suite_name()) + "." + test->name()
           : std::string("none");
  for (char &c : owner)
    if (c == '/')
      c = '_';
  std::filesystem::path dir =
      std::filesystem::path(::testing::TempDir()) /
      ("loomc_" + name + "_" + owner + "_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  madeDirectories().add(dir);
  return dir.string();
}

} // namespace loom::translator::test
