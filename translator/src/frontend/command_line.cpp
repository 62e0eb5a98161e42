#include "frontend/command_line.h"

#include <llvm/ADT/StringRef.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdio>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace loom::translator {

namespace {

int savedStderr = -1; // StderrCapture's copy of fd 2 while one is active

// Collects what is written to stderr (file descriptor 2) while it lives.
class StderrCapture {
public:
  StderrCapture() {
    llvm::errs().flush();
    std::fflush(stderr);
    file_ = std::tmpfile();
    saved_ = file_ ? ::dup(2) : -1;
    if (saved_ >= 0) {
      savedStderr = saved_;
      ::dup2(::fileno(file_), 2);
    }
  }
  StderrCapture(const StderrCapture &) = delete;
  StderrCapture &operator=(const StderrCapture &) = delete;
  ~StderrCapture() { release(); }

  // Restores stderr and returns what was written to it.
  std::string release() {
    std::string text;
    if (saved_ < 0) {
      if (file_)
        std::fclose(file_);
      file_ = nullptr;
      return text;
    }
    llvm::errs().flush();
    std::fflush(stderr);
    ::dup2(saved_, 2);
    ::close(saved_);
    saved_ = savedStderr = -1;
    std::rewind(file_);
    char buffer[4096];
    size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, file_)) > 0)
      text.append(buffer, n);
    std::fclose(file_);
    file_ = nullptr;
    return text;
  }

private:
  std::FILE *file_ = nullptr;
  int saved_ = -1;
};

std::vector<std::string> lines(llvm::StringRef text) {
  std::vector<std::string> out;
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, '\n');
  for (llvm::StringRef line : parts) {
    line = line.trim();
    if (!line.empty())
      out.push_back(line.str());
  }
  return out;
}

// LLVM's option errors as one line: the first complaint without the
// program-name prefix, the usage hints (`Try: ...`, `See: ...`) dropped, a
// `Did you mean` suggestion kept.
std::string optionError(const std::string &program,
                        const std::string &message) {
  std::string summary, suggestion;
  for (std::string line : lines(message)) {
    llvm::StringRef text(line);
    text.consume_front(program + ": ");
    for (const char *hint : {"Try: ", "See: "})
      if (size_t at = text.find(hint); at != llvm::StringRef::npos)
        text = text.substr(0, at).rtrim();
    text = text.rtrim(":!. ").trim();
    if (text.starts_with("Did you mean"))
      suggestion = text.str();
    else if (summary.empty() && !text.empty())
      summary = text.str();
  }
  if (llvm::StringRef(summary).starts_with("Not enough positional"))
    summary = "no source file given (usage: loomc [options] <source>... -- "
              "<compile flags>)";
  if (summary.empty())
    summary = "invalid command line";
  if (!suggestion.empty())
    summary += " (" + suggestion + ")";
  return summary + "; see loomc --help";
}

// With -p DIR, why Clang's tooling found no database there, from what it
// wrote: "-p DIR: ..."; empty when -p was not given.
std::string databaseProblem(const std::string &written) {
  static const std::string fromFolder =
      "Could not auto-detect compilation database from directory \"";
  const size_t at = written.find(fromFolder);
  if (at == std::string::npos)
    return "";
  const size_t begin = at + fromFolder.size();
  const std::string folder =
      written.substr(begin, written.find('"', begin) - begin);
  for (const std::string &line : lines(written)) {
    llvm::StringRef reason(line);
    if (reason.consume_front("json-compilation-database: ") &&
        !reason.ends_with("No such file or directory"))
      return "-p " + folder +
             ": compile_commands.json: " + reason.rtrim(".").str();
  }
  return "-p " + folder +
         ": no compile_commands.json in that folder or those above it";
}

// The flags after `--` (empty without one).
std::vector<std::string> flagsAfterDashes(int argc, const char **argv) {
  for (int i = 1; i < argc; ++i)
    if (llvm::StringRef(argv[i]) == "--")
      return {argv + i + 1, argv + argc};
  return {};
}

// The language a last `-x` after `--` gives the sources, if it is not one
// Clang parses as C or C++ (fortran, f95, assembler, ...): loomc translates
// C++, and Clang's tooling would either find no compilation to run or hand
// the file to another compiler.
std::string foreignLanguage(const std::vector<std::string> &flags) {
  std::string language;
  for (size_t i = 0; i < flags.size(); ++i) {
    llvm::StringRef flag(flags[i]);
    if (flag == "-x" && i + 1 < flags.size())
      language = flags[++i];
    else if (flag.consume_front("-x") && !flag.empty())
      language = flag.str();
  }
  // The languages Clang's driver compiles as C or C++, between spaces.
  static constexpr std::string_view cFamily =
      " none c c-header cpp-output c++ c++-header c++-system-header "
      "c++-user-header c++-cpp-output c++-module objective-c objective-c++ "
      "cuda hip ";
  if (language.empty() ||
      cFamily.find(" " + language + " ") != std::string_view::npos)
    return "";
  return language;
}

// Why the flags after `--` gave Clang's driver no compilation to parse
// (Clang's tooling then looks for a database instead, and says only that it
// found none): a flag that stops before compiling.
std::string noCompileJob(const std::vector<std::string> &flags,
                         const std::string &source) {
  for (const std::string &flag : flags)
    if (flag == "-E" || flag == "-M" || flag == "-MM" ||
        flag == "--preprocess" || flag == "--version")
      return flag + " after `--`: Clang would stop before it parses '" +
             source + "' (leave " + flag + " out)";
  return "the flags after `--` give Clang no compilation of '" + source +
         "' to parse";
}

} // namespace

int userStderr() { return savedStderr >= 0 ? savedStderr : 2; }

llvm::Expected<clang::tooling::CommonOptionsParser>
parseCommandLine(int argc, const char **argv,
                 llvm::cl::OptionCategory &category, const char *overview) {
  std::string program =
      argc > 0 ? llvm::sys::path::filename(argv[0]).str() : "loomc";
  const std::vector<std::string> flags = flagsAfterDashes(argc, argv);
  StderrCapture capture;
  llvm::Expected<clang::tooling::CommonOptionsParser> options =
      clang::tooling::CommonOptionsParser::create(
          argc, argv, category, llvm::cl::OneOrMore, overview);
  std::string written = capture.release();
  if (!options) {
    std::string message = llvm::toString(options.takeError());
    return llvm::createStringError(optionError(program, written + message));
  }
  const std::vector<std::string> &sources = options->getSourcePathList();
  const std::string source = sources.empty() ? "" : sources.front();
  if (std::string language = foreignLanguage(flags); !language.empty())
    return llvm::createStringError(
        "-x " + language + " after `--`: '" + source +
        "' would not be parsed as C++, which loomc translates (leave -x out, "
        "or give -x c++)");
  // Without flags after `--` and without a database, Clang's tooling would
  // parse with no flags at all (no include paths: an error per header).
  if (written.find("Error while trying to load a compilation database") !=
      std::string::npos) {
    if (std::string problem = databaseProblem(written); !problem.empty())
      return llvm::createStringError(problem);
    if (!flags.empty()) // they gave Clang's driver no compilation
      return llvm::createStringError(noCompileJob(flags, source));
    return llvm::createStringError(
        "no compile flags for '" + source +
        "': give them after `--` (loomc app.cpp -- -std=c++20 -I...), or "
        "with -p a build directory holding compile_commands.json");
  }
  llvm::errs() << written;
  return options;
}

} // namespace loom::translator
