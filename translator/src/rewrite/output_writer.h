// Where loomc's outputs go, and writing them without touching files whose
// content is unchanged (so that builds stay incremental).
#pragma once

#include <string>
#include <vector>

namespace loom::translator {

struct OutputPaths {
  std::string mainFile;    // <outdir>/<stem>_<backend><main suffix>
  std::string loopsHeader; // <outdir>/<stem>_<backend><loops suffix>
};

// How a backend names its files (from the backend registry).
struct OutputNaming {
  std::string backend;
  std::string mainFileSuffix;  // "_loom.cpp"
  std::string loopsFileSuffix; // "_loops.h"
};

OutputPaths outputPaths(const std::string &source, const std::string &outDir,
                        const OutputNaming &naming);

// Checks every file that translating `sources` for these backends writes,
// before the work: each by loom/fileio/output_file.h's rule (which refuses
// the sources, once noted as inputs), and no file written for two sources
// (d1/app.cpp and d2/app.cpp both give app_<backend>...). Returns the first
// problem as one message, or an empty string.
std::string checkPlannedOutputs(const std::vector<std::string> &sources,
                                const std::string &outDir,
                                const std::vector<OutputNaming> &namings);

// The file name of `path` (for #include lines).
std::string fileName(const std::string &path);

// Writes `content` to `path` unless the file already holds exactly that,
// through loom/fileio/output_file.h (the folder must exist). Returns true
// when the file was written; on failure sets `error` to a message that
// starts with the path.
bool writeIfChanged(const std::string &path, const std::string &content,
                    std::string &error);

} // namespace loom::translator
