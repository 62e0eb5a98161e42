// loomc's command line through Clang's CommonOptionsParser, with every
// complaint made one line: LLVM's option parser and the compilation database
// loader write several lines (hints, usage, the databases they tried)
// straight to stderr, which loomc collects and sums up instead.
#pragma once

#include <clang/Tooling/CommonOptionsParser.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/Error.h>

namespace loom::translator {

// The parsed options, or an error whose message is one line without a
// program-name prefix. Flags after `--` are the compile flags; without them
// a compile_commands.json (found from -p or the first source) must exist.
llvm::Expected<clang::tooling::CommonOptionsParser>
parseCommandLine(int argc, const char **argv,
                 llvm::cl::OptionCategory &category, const char *overview);

// The file descriptor of loomc's own stderr: 2, or while parseCommandLine
// collects what LLVM writes there, the one it saved. LLVM's --help and
// --version end the process inside the parser, so an error at that exit (a
// stdout that could not be written) must be reported here.
int userStderr();

} // namespace loom::translator
