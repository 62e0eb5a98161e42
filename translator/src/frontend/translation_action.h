// Runs the front end over source files with Clang: parses each one and
// collects its FileAnalysis (loops, constants, rewrite sites).
#pragma once

#include "frontend/file_analysis.h"

#include <string>
#include <vector>

namespace clang::tooling {
class CompilationDatabase;
}

namespace loom::translator {

struct FrontEndResult {
  std::vector<FileAnalysis> files; // one per file that could be parsed
  bool ok = false;                 // every file parsed without errors
};

// `resourceDir` is Clang's resource directory, passed to every parse;
// `extraArgs` go at the end of every command line, after Clang's own
// adjustments (which drop dependency-file options from the database's).
FrontEndResult runFrontEnd(const clang::tooling::CompilationDatabase &db,
                           const std::vector<std::string> &sources,
                           const std::string &resourceDir,
                           const std::vector<std::string> &extraArgs = {});

} // namespace loom::translator
