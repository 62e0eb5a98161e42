// Rewrites a main file to call the generated loop functions: swaps
// op_seq.h for op_lib_cpp.h plus the loop prototypes, turns every
// `op_par_loop(kernel, ` into `op_par_loop_<function>(` and includes the
// loops header at the end. Everything else (comments, layout) is kept.
#pragma once

#include "frontend/file_analysis.h"

#include <llvm/Support/Error.h>

#include <string>

namespace loom::translator {

struct RewriteInputs {
  std::string sourceName;      // named in the "generated from" banner
  std::string sourcePath;      // named in #line directives ("" for none)
  std::string declarations;    // prototypes of the loop functions
  std::string loopsHeaderName; // #included at the end of the file
};

llvm::Expected<std::string> rewriteMainFile(const FileAnalysis &analysis,
                                            const RewriteInputs &inputs);

} // namespace loom::translator
