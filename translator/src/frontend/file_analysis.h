// Everything the front end learns about one main file: the loop model and
// the places the rewriter edits (as byte offsets into the main file).
#pragma once

#include "model/loop_model.h"

#include <optional>
#include <string>
#include <vector>

namespace loom::translator {

// A span [begin, end) of the main file, as byte offsets.
struct TextRange {
  unsigned begin = 0;
  unsigned end = 0;
};

// Where an `op_par_loop(kernel, "name", ...)` call is written: the callee
// name [calleeBegin, calleeEnd), which becomes op_par_loop_<function>; the
// kernel argument [kernelBegin, kernelEnd) and the comma after it
// [commaBegin, commaEnd), each with the blanks that follow, are removed.
// Comments between them stay. `lineIndents` holds the indentation
// [begin, end) of each of the call's later lines, up to its `)`, that a
// token or comment opens, when the call is written in the main file: the
// rewriter moves those lines by as many columns as the renamed callee
// moves the arguments.
struct LoopCallSite {
  unsigned calleeBegin = 0;
  unsigned calleeEnd = 0;
  unsigned kernelBegin = 0;
  unsigned kernelEnd = 0;
  unsigned commaBegin = 0;
  unsigned commaEnd = 0;
  std::vector<TextRange> lineIndents;
};

// The text of an #include directive in the main file, from `#` to the end
// of the file name, and the offset just past its line.
struct IncludeSite {
  unsigned begin = 0;
  unsigned end = 0;
  unsigned lineEnd = 0;
};

struct FileAnalysis {
  ProgramModel model;
  std::string content;                 // the main file as parsed
  std::vector<LoopCallSite> callSites; // parallel to model.loops
  std::optional<IncludeSite> opSeqInclude;
  std::optional<IncludeSite> lastInclude;
  bool ok = false; // no errors: safe to generate code
};

} // namespace loom::translator
