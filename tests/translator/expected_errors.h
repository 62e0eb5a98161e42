// What a test input says loomc must report about it, in the input itself,
// as clang-tidy's tests keep CHECK-MESSAGES beside the code they check:
//
//   // LOOM-ERROR: @+1:59 dim of op_arg_dat must be an integer constant ...
//   op_par_loop(k1, "k1", nodes, op_arg_dat(p_x, -1, OP_ID, dim, ...));
//
// @+N (or @-N) is the error's line relative to the annotation's own, :C its
// column, and the rest the start of the message after "error: ".
#pragma once

#include <string>
#include <vector>

namespace loom::translator::test {

struct ExpectedError {
  unsigned line = 0;
  unsigned column = 0;
  std::string message;
  std::string sourceLine; // the text of that line of the input
};

// The annotations of the file at `path`, in order. Throws std::runtime_error
// naming the file and line of an annotation it cannot read, or one that
// points outside the file.
std::vector<ExpectedError> expectedErrors(const std::string &path);

// The .cpp files directly in `folder`, by name without the suffix, sorted.
std::vector<std::string> inputNames(const std::string &folder);

} // namespace loom::translator::test
