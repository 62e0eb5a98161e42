// Running loomc (and the C++ compiler) as subprocesses from the tests.
#pragma once

#include <string>
#include <vector>

namespace loom::translator::test {

struct ProcessResult {
  int exitCode = -1;
  std::string output; // stdout and stderr together
};

// Runs `program` with `args` (each quoted for the shell).
ProcessResult runProcess(const std::string &program,
                         const std::vector<std::string> &args);

// Runs loomc: `loomcArgs`, then `--`, the C++20 flags and the include paths
// of the runtime and the test inputs.
ProcessResult runLoomc(const std::vector<std::string> &loomcArgs);

std::string inputPath(const std::string &relative);
std::string readFile(const std::string &path);
// A fresh, empty directory for one test, removed when the process exits
// with every test passed.
std::string freshDirectory(const std::string &name);

} // namespace loom::translator::test
