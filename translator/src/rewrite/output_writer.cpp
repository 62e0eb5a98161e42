#include "rewrite/output_writer.h"

#include "loom/fileio/output_file.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <system_error>

namespace loom::translator {

namespace fs = std::filesystem;

OutputPaths outputPaths(const std::string &source, const std::string &outDir,
                        const OutputNaming &naming) {
  fs::path dir = outDir.empty() ? fs::path(".") : fs::path(outDir);
  std::string stem = fs::path(source).stem().string() + "_" + naming.backend;
  return {(dir / (stem + naming.mainFileSuffix)).string(),
          (dir / (stem + naming.loopsFileSuffix)).string()};
}

std::string checkPlannedOutputs(const std::vector<std::string> &sources,
                                const std::string &outDir,
                                const std::vector<OutputNaming> &namings) {
  std::map<std::string, std::string> writtenFor; // output -> its source
  for (const std::string &source : sources)
    for (const OutputNaming &naming : namings) {
      const OutputPaths paths = outputPaths(source, outDir, naming);
      for (const std::string &path : {paths.mainFile, paths.loopsHeader}) {
        try {
          fileio::checkOutputPath(path);
        } catch (const fileio::OutputError &e) {
          return "source '" + source + "': " + e.what();
        }
        const std::string key = fs::path(path).lexically_normal().string();
        const auto [at, added] = writtenFor.emplace(key, source);
        if (!added && at->second != source)
          return "sources '" + at->second + "' and '" + source +
                 "' would both be translated to '" + path +
                 "'; translate them in separate runs with different -o "
                 "folders";
      }
    }
  return "";
}

std::string fileName(const std::string &path) {
  return fs::path(path).filename().string();
}

bool writeIfChanged(const std::string &path, const std::string &content,
                    std::string &error) {
  error.clear();
  std::error_code ec;
  if (fs::is_regular_file(path, ec)) { // never opens a FIFO to compare
    std::ifstream existing(path, std::ios::binary);
    if (existing) {
      std::string old((std::istreambuf_iterator<char>(existing)),
                      std::istreambuf_iterator<char>());
      if (old == content)
        return false;
    }
  }
  try {
    fileio::writeOutputFile(path, content);
  } catch (const fileio::OutputError &e) {
    error = e.what();
    return false;
  }
  return true;
}

} // namespace loom::translator
