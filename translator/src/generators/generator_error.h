// The one exception the generators throw: the model cannot be turned into
// code for a backend (a CUDA backend meets a kernel it cannot copy to the
// device, an argument refers to a map the loop does not list, two different
// loops share a function name, ...). It carries the place in the user's
// source apart from the message, so that loomc reports it where the front
// end reports its own errors, through Clang's diagnostics
// (frontend/located_report.h), and no generator formats file:line:col.
#pragma once

#include "model/loop_model.h"

#include <stdexcept>
#include <string>

namespace loom::translator {

class GeneratorError : public std::runtime_error {
public:
  // An error at a place in the user's source; the message names the loop.
  GeneratorError(SourceLocation where, const std::string &message);
  // An inconsistent model with no place to point at (a corrupt model, or a
  // kernel's recorded text that does not match its definition).
  explicit GeneratorError(const std::string &message);

  // Empty file when the error has no place.
  const SourceLocation &where() const { return where_; }
  const std::string &message() const { return message_; }

private:
  SourceLocation where_;
  std::string message_;
};

// "file:line:col", or "file:line" when the column is unknown.
std::string placeText(const SourceLocation &where);

} // namespace loom::translator
