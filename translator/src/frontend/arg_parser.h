// Reading one op_par_loop argument: op_arg_dat, op_opt_arg_dat, op_arg_gbl
// or op_arg_idx, with its constants evaluated.
#pragma once

#include "frontend/diagnostics.h"
#include "model/loop_model.h"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Expr.h>

#include <optional>

namespace loom::translator {

struct ParsedArg {
  ArgModel model;
  // The map variable (Indirect, Vector, or op_arg_idx through a map), when
  // the map is a plain variable; used to look up its declared dim.
  const clang::VarDecl *mapVar = nullptr;
  clang::SourceLocation idxLoc;    // where the map index is written
  clang::SourceLocation typeLoc;   // where the type string is written
  clang::SourceLocation accessLoc; // where the access mode is written
};

// Parses argument `position` (0-based among the op_args) of an op_par_loop.
// Reports every problem it finds and returns nullopt if there was one.
// ArgModel::cType and ArgModel::mapIndex are left for the loop to fill in.
std::optional<ParsedArg> parseArg(const clang::Expr *arg, unsigned position,
                                  clang::ASTContext &ctx, Diagnostics &diags);

} // namespace loom::translator
