// libFuzzer target: loomc's pipeline in process on arbitrary source text.
// The input is written to a scratch file (the front end parses files),
// parsed with the C++20 flags and the runtime's include directory, and,
// when the front end accepts it, turned into loops (formatted) and a
// rewritten main file for every backend as loomc does. Errors are expected
// outcomes; crashes, sanitizer reports and escaping exceptions are findings.
#include "frontend/translation_action.h"
#include "generators/program_generator.h"
#include "generators/registry.h"
#include "rewrite/format_generated.h"
#include "rewrite/main_file_rewriter.h"

#include <clang/Tooling/CompilationDatabase.h>
#include <llvm/Support/Error.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace loom::translator;

// One scratch directory per process under TMPDIR, removed at a normal exit.
// The path is never destroyed: the exit handler, registered while the
// static is being initialised, runs after the destructors of statics
// initialised later, this one included. (libFuzzer ends a timed run
// without running exit handlers; scripts/run-fuzz.sh removes its TMPDIR.)
const fs::path &scratchDirectory() {
  static const fs::path *const dir = [] {
    auto *d = new fs::path(fs::temp_directory_path() /
                           ("loom_fuzz_loomc_" + std::to_string(::getpid())));
    fs::create_directories(*d);
    std::atexit([] {
      std::error_code ignored;
      fs::remove_all(scratchDirectory(), ignored);
    });
    return d;
  }();
  return *dir;
}

void generateAll(const FileAnalysis &file) {
  for (const BackendSpec &backend : backends()) {
    RewriteInputs inputs;
    inputs.sourceName = "input.cpp";
    inputs.loopsHeaderName = "input_loops.h";
    try {
      inputs.declarations = generateDeclarations(file.model, backend);
      (void)formatGenerated(generateLoops(file.model, backend),
                            "input_loops.h");
    } catch (const GeneratorError &) {
      continue;
    }
    llvm::Expected<std::string> rewritten = rewriteMainFile(file, inputs);
    if (!rewritten)
      llvm::consumeError(rewritten.takeError());
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size) {
  const fs::path source = scratchDirectory() / "input.cpp";
  {
    std::ofstream out(source, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char *>(data),
              static_cast<std::streamsize>(size));
  }
  clang::tooling::FixedCompilationDatabase db(
      scratchDirectory().string(),
      {"-std=c++20", "-I" LOOM_RUNTIME_INCLUDE, "-ferror-limit=5"});
  FrontEndResult result =
      runFrontEnd(db, {source.string()}, LOOM_CLANG_RESOURCE_DIR);
  for (const FileAnalysis &file : result.files)
    if (file.ok)
      generateAll(file);
  return 0;
}
