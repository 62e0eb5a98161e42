// How a cuda_hier block runs its elements: the kernel call for every
// active thread at once, then the writes through maps one thread colour at
// a time (threads of one colour never write the same element), with
// __syncthreads() after each colour; or, when the kernel itself must see
// earlier colours' writes, the kernel call inside the turns too. Private to
// the generators.
#pragma once

#include "generators/cuda_common/kernel_args.h"

#include <string>
#include <vector>

namespace loom::translator::codegen::cuda_hier {

struct ElementRun {
  std::string beforeTurns; // the element's work, when not in the turns
  std::string turns;       // the thread-colour loop, or ""
};

// Whether the block needs thread colours: the kernel runs in turns, or
// there are writes through maps to apply.
bool needsTurns(bool kernelInTurns, const std::vector<std::string> &apply);

// The kernel parameters of the plan's thread colours.
std::vector<cuda::LaunchParam> turnParams();

// `element` is the element's work at column 0; `apply` its writes through
// maps.
ElementRun threadTurns(const std::string &element,
                       const std::vector<std::string> &apply,
                       bool kernelInTurns);

} // namespace loom::translator::codegen::cuda_hier
