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

struct FrontEndOptions {
  // Go at the end of every command line, after Clang's own adjustments
  // (which drop dependency-file options from the database's).
  std::vector<std::string> extraArgs;
  // Warn when an OP_READ argument is bound to a kernel parameter that does
  // not point to const.
  bool warnReadNonConst = false;
  // Loom's warnings (a writing access mode on a const kernel parameter, a
  // local constant read as a global, ...) are errors.
  bool strict = false;
};

// `resourceDir` is Clang's resource directory, passed to every parse.
FrontEndResult runFrontEnd(const clang::tooling::CompilationDatabase &db,
                           const std::vector<std::string> &sources,
                           const std::string &resourceDir,
                           const FrontEndOptions &options = {});

} // namespace loom::translator
