// Where loomc's outputs go, and writing them without touching files whose
// content is unchanged (so that builds stay incremental).
#pragma once

#include <string>

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

// The file name of `path` (for #include lines).
std::string fileName(const std::string &path);

// Writes `content` to `path` unless the file already holds exactly that,
// through loom/fileio/output_file.h (the folder must exist). Returns true
// when the file was written; on failure sets `error` to a message that
// starts with the path.
bool writeIfChanged(const std::string &path, const std::string &content,
                    std::string &error);

} // namespace loom::translator
