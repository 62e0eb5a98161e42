#include "rewrite/output_writer.h"

#include <filesystem>
#include <fstream>
#include <iterator>

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
                    std::error_code &error) {
  error.clear();
  {
    std::ifstream existing(path, std::ios::binary);
    if (existing) {
      std::string old((std::istreambuf_iterator<char>(existing)),
                      std::istreambuf_iterator<char>());
      if (old == content)
        return false;
    }
  }
  fs::path parent = fs::path(path).parent_path();
  if (!parent.empty())
    fs::create_directories(parent, error);
  if (error)
    return false;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << content;
  out.close();
  if (!out)
    error = std::make_error_code(std::errc::io_error);
  return !error;
}

} // namespace loom::translator
