#include "loom/io/mesh_error.h"

namespace loom::io {

static std::string formatMeshError(const std::string &file, int line,
                                   int column, const std::string &what) {
  if (line > 0 && column > 0)
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) +
           ": " + what;
  if (line > 0)
    return file + ":" + std::to_string(line) + ": " + what;
  return file + ": " + what;
}

MeshError::MeshError(const std::string &file, int line, const std::string &what,
                     int column)
    : std::runtime_error(formatMeshError(file, line, column, what)),
      file_(file), line_(line), column_(line > 0 ? column : 0) {}

} // namespace loom::io
