// loomc: translates OP2 applications (op_par_loop calls) into code that
// calls generated, backend-specific loop functions.
#include "frontend/command_line.h"
#include "frontend/located_report.h"
#include "frontend/stack_guard.h"
#include "frontend/translation_action.h"
#include "generators/program_generator.h"
#include "generators/registry.h"
#include "model/device_layouts.h"
#include "model/model_json.h"
#include "rewrite/dependency_file.h"
#include "rewrite/format_generated.h"
#include "rewrite/main_file_rewriter.h"
#include "rewrite/output_writer.h"

#include "loom/fileio/input_files.h"
#include "loom/fileio/output_file.h"
#include "loom/fileio/printable_line.h"

#include <clang/Basic/Version.h>
#include <clang/Driver/Types.h>
#include <clang/Tooling/CommonOptionsParser.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <new>
#include <optional>
#include <unistd.h>
#include <vector>

namespace cl = llvm::cl;
using namespace loom::translator;

namespace {

cl::OptionCategory LoomcCategory("loomc options");

// The --backend description names the registry's backends.
std::string backendOptionHelp() {
  return "Backends to generate, comma separated: " + backendNames() +
         " (default: all)";
}

// cl::desc keeps a reference: the text must outlive the option.
const std::string BackendHelp = backendOptionHelp();

cl::list<std::string> BackendNames("backend", cl::desc(BackendHelp),
                                   cl::CommaSeparated,
                                   cl::value_desc("name,..."),
                                   cl::cat(LoomcCategory));

cl::opt<bool> ListBackends(
    "list-backends",
    cl::desc("List the backends, one per line: name, main file suffix, loops "
             "file suffix, runtime target, summary"),
    cl::cat(LoomcCategory));

cl::opt<std::string> OutDir("o", cl::desc("Directory for the generated files"),
                            cl::value_desc("dir"), cl::init("."),
                            cl::cat(LoomcCategory));

cl::opt<std::string>
    EmitModel("emit-model",
              cl::desc("Write the loop model of every source as JSON"),
              cl::value_desc("file.json"), cl::cat(LoomcCategory));

cl::opt<std::string>
    ModelRoot("model-root",
              cl::desc("Write paths in the model relative to this directory "
                       "(default: the current directory)"),
              cl::value_desc("dir"), cl::cat(LoomcCategory));

cl::opt<bool> ModelOnly("model-only",
                        cl::desc("Analyse only; generate no code"),
                        cl::cat(LoomcCategory));

cl::opt<std::string> DepFile(
    "depfile",
    cl::desc("Write the headers each source includes to this file, as a "
             "Makefile rule for the first file generated (for CMake's "
             "DEPFILE: editing a header re-runs loomc)"),
    cl::value_desc("file.d"), cl::cat(LoomcCategory));

cl::opt<bool> WarnReadNonConst(
    "warn-read-non-const",
    cl::desc("Warn when an OP_READ argument is bound to a kernel parameter "
             "that does not point to const"),
    cl::cat(LoomcCategory));

cl::opt<bool> Strict(
    "strict",
    cl::desc("Treat loomc's warnings as errors: an access mode that writes "
             "through a const kernel parameter (OP2 does not check), a "
             "local constant the kernel reads as a global, ..."),
    cl::cat(LoomcCategory));
cl::alias StrictWerror("Werror", cl::desc("Alias for --strict"),
                       cl::aliasopt(Strict));

cl::opt<std::string> Soa(
    "soa",
    cl::desc("CUDA backends: which dats get the struct-of-arrays device "
             "layout besides those whose type string says \":soa\": none, "
             "direct (dats every loop reaches directly; the default) or all "
             "(OP2's OP_AUTO_SOA)"),
    cl::value_desc("none|direct|all"), cl::init("direct"),
    cl::cat(LoomcCategory));

cl::extrahelp CommonHelp(clang::tooling::CommonOptionsParser::HelpMessage);

std::string overview() {
  return "loomc: translates Loom/OP2 applications.\n\n"
         "For every <source> and backend it writes "
         "<outdir>/<stem>_<backend>_loom.cpp\n"
         "(the source, calling generated loops) and <stem>_<backend>_loops.h "
         "(the\n"
         "loops). Compile flags come from -p <build dir> "
         "(compile_commands.json) or\n"
         "follow `--`.\n\nBackends:\n" +
         backendTable();
}

// `loomc --list-backends` needs no source, which CommonOptionsParser would
// demand.
bool wantsBackendList(int argc, char const **argv) {
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if (a == "--")
      return false;
    if (a == "--list-backends" || a == "-list-backends")
      return true;
  }
  return false;
}

// One line, `loom: error: ...`, as every Loom program reports bad input.
// Control characters (a newline in a file name) are written as escapes, so
// the message stays on its line.
int fail(const llvm::Twine &message) {
  llvm::errs() << "loom: error: "
               << loom::printableLine(message.str(),
                                      loom::PrintableForm::Verbatim)
               << "\n";
  return 1;
}

// LLVM's fatal and out-of-memory errors end loomc with one line and exit 1
// instead of a crash report.
void installErrorHandlers() {
  llvm::install_fatal_error_handler(
      [](void *, const char *reason, bool) {
        // The handler also runs when llvm::outs() could not write --help
        // or --version, at an exit inside the option parser, while that
        // collects fd 2: the line goes to the user's stderr. loomc writes
        // its files itself (loom/fileio), so LLVM's only output stream is
        // standard output, worded as the runtime words it.
        std::string message =
            loom::printableLine(reason, loom::PrintableForm::Verbatim);
        llvm::StringRef stream(message);
        if (stream.consume_front("IO failure on output stream: "))
          message = "standard output: " + stream.str() +
                    "; what loomc printed is incomplete";
        const std::string line = "loom: error: " + message + "\n";
        [[maybe_unused]] ssize_t n =
            ::write(userStderr(), line.data(), line.size());
        std::_Exit(1);
      },
      nullptr);
  llvm::install_bad_alloc_error_handler(
      [](void *, const char *, bool) {
        // Nothing that allocates: write the line straight to stderr.
        static const char line[] = "loom: error: out of memory\n";
        [[maybe_unused]] ssize_t n = ::write(2, line, sizeof line - 1);
        std::_Exit(1);
      },
      nullptr);
}

// Whether the compile command of `source` names its language (-x c++):
// then Clang compiles it whatever its extension.
bool namesLanguage(const clang::tooling::CompilationDatabase &db,
                   const std::string &source) {
  for (const clang::tooling::CompileCommand &command :
       db.getCompileCommands(source))
    for (const std::string &arg : command.CommandLine)
      if (llvm::StringRef(arg).starts_with("-x"))
        return true;
  return false;
}

// Every source must be a readable regular file that Clang compiles: Clang's
// own messages for missing files, directories and other extensions (an
// input it would only link) take several lines or name no file.
bool checkSources(const std::vector<std::string> &sources,
                  const clang::tooling::CompilationDatabase &db) {
  for (const std::string &source : sources) {
    std::error_code error;
    std::filesystem::file_status status =
        std::filesystem::status(source, error);
    if (error || !std::filesystem::exists(status)) {
      fail("source '" + source + "': no such file");
      return false;
    }
    if (!std::filesystem::is_regular_file(status)) {
      fail("source '" + source + "': not a regular file");
      return false;
    }
    if (!std::ifstream(source)) {
      fail("source '" + source + "': cannot be read");
      return false;
    }
    for (const std::string &earlier : sources) {
      if (&earlier == &source)
        break;
      if (std::filesystem::equivalent(earlier, source, error)) {
        fail("source '" + source + "': given twice" +
             (earlier == source ? "" : " (also as '" + earlier + "')"));
        return false;
      }
    }
    loom::fileio::noteInput(source); // no output may replace it
    std::string extension = std::filesystem::path(source).extension();
    namespace types = clang::driver::types;
    types::ID type = types::lookupTypeForExtension(
        llvm::StringRef(extension).drop_front(extension.empty() ? 0 : 1));
    if ((type == types::TY_INVALID || !types::isSrcFile(type)) &&
        !namesLanguage(db, source)) {
      fail("source '" + source + "': '" + extension +
           "' is not a C or C++ source extension (.cpp, .cc, .cxx, .cu, "
           ".c, ...); give the language after `--` with -x c++");
      return false;
    }
  }
  return true;
}

std::optional<std::vector<const BackendSpec *>> selectedBackends() {
  std::vector<const BackendSpec *> selected;
  if (BackendNames.empty()) {
    for (const BackendSpec &backend : backends())
      selected.push_back(&backend);
    return selected;
  }
  for (const std::string &name : BackendNames) {
    const BackendSpec *backend = findBackend(name);
    if (!backend) {
      fail("unknown backend '" + name +
           "' (expected one of: " + backendNames() + ")");
      return std::nullopt;
    }
    selected.push_back(backend);
  }
  return selected;
}

bool write(const std::string &path, const std::string &content) {
  std::string error;
  writeIfChanged(path, content, error);
  if (!error.empty())
    fail(error);
  return error.empty();
}

// How the backend names its files (the registry's suffixes).
OutputNaming namingOf(const BackendSpec &backend) {
  return {std::string(backend.name), std::string(backend.mainFileSuffix),
          std::string(backend.loopsFileSuffix)};
}

bool generate(const FileAnalysis &file, const BackendSpec &backend) {
  const std::string &source = file.model.mainFile;
  OutputPaths paths = outputPaths(source, OutDir, namingOf(backend));
  RewriteInputs inputs;
  inputs.sourceName = fileName(source);
  inputs.sourcePath = source;
  inputs.loopsHeaderName = fileName(paths.loopsHeader);
  std::string loops;
  try {
    inputs.declarations = generateDeclarations(file.model, backend);
    loops = generateLoops(file.model, backend);
  } catch (const GeneratorError &error) {
    // Where the model says, as the front end reports: the loop, the argument.
    if (error.where().file.empty())
      fail(source + ": " + error.message());
    else
      reportErrorAt(error.where(), error.message());
    return false;
  }
  llvm::Expected<std::string> rewritten = rewriteMainFile(file, inputs);
  if (!rewritten) {
    fail(source + ": cannot rewrite: " + llvm::toString(rewritten.takeError()));
    return false;
  }
  return write(paths.loopsHeader, formatGenerated(loops, paths.loopsHeader)) &&
         write(paths.mainFile, *rewritten);
}

void printVersion(llvm::raw_ostream &os) {
  os << "loomc " << LOOM_VERSION << " (Clang " << CLANG_VERSION_STRING << ")\n";
}

} // namespace

static int run(int argc, char const **argv) {
  cl::SetVersionPrinter(printVersion);
  if (wantsBackendList(argc, argv)) {
    llvm::outs() << backendTable();
    return 0;
  }
  static const std::string help = overview();
  llvm::Expected<clang::tooling::CommonOptionsParser> options =
      parseCommandLine(argc, argv, LoomcCategory, help.c_str());
  if (!options)
    return fail(llvm::toString(options.takeError()));
  if (!checkSources(options->getSourcePathList(), options->getCompilations()))
    return 1;
  std::optional<std::vector<const BackendSpec *>> backends = selectedBackends();
  if (!backends)
    return 1;

  const std::optional<SoaPolicy> soa = parseSoaPolicy(Soa);
  if (!soa)
    return fail("--soa=" + Soa + ": expected none, direct or all");
  FrontEndOptions frontEnd;
  frontEnd.warnReadNonConst = WarnReadNonConst;
  frontEnd.strict = Strict;
  // Outputs are checked before the work (loom/fileio/output_file.h).
  std::optional<DependencyFile> depFile;
  try {
    loom::fileio::checkOutputFolder(OutDir);
    if (!ModelOnly) {
      std::vector<OutputNaming> namings;
      for (const BackendSpec *backend : *backends)
        namings.push_back(namingOf(*backend));
      const std::string problem =
          checkPlannedOutputs(options->getSourcePathList(), OutDir, namings);
      if (!problem.empty())
        return fail(problem);
    }
    if (!EmitModel.empty())
      loom::fileio::checkOutputPath(EmitModel);
    if (!DepFile.empty()) {
      // The rule is for the first file loomc writes.
      const std::string &source = options->getSourcePathList().front();
      depFile.emplace(
          DepFile,
          outputPaths(source, OutDir, namingOf(*backends->front())).mainFile);
      frontEnd.extraArgs = depFile->clangArgs();
    }
  } catch (const loom::fileio::OutputError &e) {
    return fail(e.what());
  }
  if (!ModelRoot.empty()) { // a mistyped root would give every path "../"
    std::error_code error;
    const auto status = std::filesystem::status(std::string(ModelRoot), error);
    if (!std::filesystem::is_directory(status))
      return fail("--model-root '" + ModelRoot + "': " +
                  (std::filesystem::exists(status) ? "not a folder"
                                                   : "no such folder"));
  }

  FrontEndResult result =
      runFrontEnd(options->getCompilations(), options->getSourcePathList(),
                  LOOM_CLANG_RESOURCE_DIR, frontEnd);
  if (!result.ok)
    return 1;
  std::string error;
  if (depFile && !depFile->write(error))
    return fail(error);
  for (FileAnalysis &file : result.files)
    chooseDeviceLayouts(file.model, *soa);

  if (!EmitModel.empty()) {
    std::vector<ProgramModel> programs;
    for (const FileAnalysis &file : result.files)
      programs.push_back(file.model);
    std::string root = ModelRoot.empty()
                           ? std::filesystem::current_path().string()
                           : std::string(ModelRoot);
    if (!write(EmitModel, modelToJson(programs, root)))
      return 1;
  }
  if (ModelOnly)
    return 0;
  for (const FileAnalysis &file : result.files)
    for (const BackendSpec *backend : *backends)
      if (!generate(file, *backend))
        return 1;
  return 0;
}

int main(int argc, char const **argv) {
  installErrorHandlers();
  // Clang recurses once per level of nesting: loomc runs on a large stack
  // (frontend/stack_guard.h).
  return runOnLargeStack(
      [&]() -> int {
        try {
          return run(argc, argv);
        } catch (const std::bad_alloc &) {
          return fail("out of memory");
        } catch (const std::exception &error) {
          return fail(error.what());
        } catch (...) {
          return fail("unexpected internal error");
        }
      },
      kTranslatorStackBytes);
}
