// Names of the generated loop functions.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <vector>

namespace loom::translator {

// What distinguishes one generated loop function from another: the kernel,
// the loop name, which arguments pass the same dat, and everything else
// about the arguments except the expressions passed in.
std::string loopSignature(const LoopModel &loop);

// Sets LoopModel::function for every loop: op_par_loop_<kernel> (`::` -> `_`,
// no template arguments). Loops that use the same kernel with different
// signatures get _1, _2, ... in order of first appearance; loops with equal
// signatures share one function.
void assignFunctionNames(std::vector<LoopModel> &loops);

} // namespace loom::translator
