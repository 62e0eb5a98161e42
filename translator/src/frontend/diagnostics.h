// Loom's own diagnostics, reported through Clang's DiagnosticsEngine so that
// they print as `file:line:col: error: ...` next to Clang's and make the
// translation of the file fail.
#pragma once

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/SourceLocation.h>

#include <array>

namespace loom::translator {

enum class Diag {
  NonConstantDim,
  NonConstantIdx,
  BadAccess,
  KernelNotFunction,
  ArgCountMismatch,
  TypeMismatch,
  MapIndexOutOfRange,
  NonLiteralName,
  DatWithGbl,
  IndexMapMismatch,
  NotAnOpArg,
  NonLiteralType,
  CallInMacro,
  ConstNotVariable,
  NonConstantInfoRef,
  InfoRefNotReduction,
  Count
};

class Diagnostics {
public:
  explicit Diagnostics(clang::DiagnosticsEngine &engine);

  // Starts an error at `loc`; stream the message's arguments into the result.
  clang::DiagnosticBuilder report(clang::SourceLocation loc, Diag diag);

private:
  clang::DiagnosticsEngine &engine_;
  std::array<unsigned, static_cast<size_t>(Diag::Count)> ids_{};
};

} // namespace loom::translator
