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
  DimNotPositive,
  NonConstantIdx,
  BadAccess,
  KernelNotFunction,
  KernelInFunction,
  KernelNotPublic,
  KernelWritesStatic,
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
  ConstDimBeyondVariable,
  ConstTypeMismatch,
  NonConstantInfoRef,
  InfoRefNotReduction,
  ConstLocalReadAsGlobal, // a warning
  LoopInHeader,
  LoopInDependentContext,
  WriteThroughConstParam, // a warning (an error with --strict)
  InfoThroughConstParam,
  ReadThroughNonConstParam, // a warning, behind --warn-read-non-const
  ArgTextInMacro,
  Count
};

class Diagnostics {
public:
  // With `strict`, Loom's warnings are errors (loomc --strict).
  explicit Diagnostics(clang::DiagnosticsEngine &engine, bool strict = false);

  // Starts an error at `loc`; stream the message's arguments into the result.
  clang::DiagnosticBuilder report(clang::SourceLocation loc, Diag diag);

  // Reports a warning at `loc` with `args` streamed into it. loomc parses
  // with -w (the user's compiler reports their code's warnings), so Loom's
  // own warnings are let through here, one at a time.
  template <typename... Args>
  void warn(clang::SourceLocation loc, Diag diag, const Args &...args) {
    bool ignoring = engine_.getIgnoreAllWarnings();
    engine_.setIgnoreAllWarnings(false);
    {
      clang::DiagnosticBuilder builder = report(loc, diag);
      (builder << ... << args);
    }
    engine_.setIgnoreAllWarnings(ignoring);
  }

private:
  clang::DiagnosticsEngine &engine_;
  std::array<unsigned, static_cast<size_t>(Diag::Count)> ids_{};
};

} // namespace loom::translator
