#include "generators/generator_error.h"

#include <utility>

namespace loom::translator {

namespace {

std::string located(const SourceLocation &where, const std::string &message) {
  return where.file.empty() ? message : placeText(where) + ": " + message;
}

} // namespace

GeneratorError::GeneratorError(SourceLocation where, const std::string &message)
    : std::runtime_error(located(where, message)), where_(std::move(where)),
      message_(message) {}

GeneratorError::GeneratorError(const std::string &message)
    : std::runtime_error(message), message_(message) {}

std::string placeText(const SourceLocation &where) {
  std::string text = where.file;
  text += ':';
  text += std::to_string(where.line);
  if (where.column != 0) {
    text += ':';
    text += std::to_string(where.column);
  }
  return text;
}

} // namespace loom::translator
