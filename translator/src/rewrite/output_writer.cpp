#include "rewrite/output_writer.h"

#include "loom/fileio/output_file.h"

#include <filesystem>
#include <fstream>
#include <iterator>
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
