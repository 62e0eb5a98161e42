// Where loomc's outputs go, and writing them without touching files whose
// content is unchanged (so that builds stay incremental).
#pragma once

#include <string>
#include <system_error>

namespace loom::translator {

struct OutputPaths {
  std::string mainFile;    // <outdir>/<stem>_<backend>_loom.cpp
  std::string loopsHeader; // <outdir>/<stem>_<backend>_loops.h
};

OutputPaths outputPaths(const std::string &source, const std::string &outDir,
                        const std::string &backend);

// The file name of `path` (for #include lines).
std::string fileName(const std::string &path);

// Writes `content` to `path` unless the file already holds exactly that.
// Creates missing directories. Returns true when the file was written.
bool writeIfChanged(const std::string &path, const std::string &content,
                    std::error_code &error);

} // namespace loom::translator
