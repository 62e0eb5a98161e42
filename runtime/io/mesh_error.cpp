#include "loom/io/mesh_error.h"

namespace loom::io {

static std::string formatMeshError(const std::string &file, int line,
                                   const std::string &what) {
  if (line > 0)
    return file + ":" + std::to_string(line) + ": " + what;
  return file + ": " + what;
}

MeshError::MeshError(const std::string &file, int line, const std::string &what)
    : std::runtime_error(formatMeshError(file, line, what)), file_(file),
      line_(line) {}

} // namespace loom::io
