// Names of the generated loop functions.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <vector>

namespace loom::translator {

// What distinguishes one generated loop function from another: everything
// its text depends on (the kernel, the loop's name and set, the dat and map
// expressions, which arguments pass the same dat, the arguments' shapes).
std::string loopSignature(const LoopModel &loop);

// Sets LoopModel::function for every loop: op_par_loop_<kernel> (`::` -> `_`,
// no template arguments). Loops that use the same kernel with different
// signatures get _1, _2, ... in order of first appearance; loops with equal
// signatures share one function. Also fills LoopModel::callSites.
void assignFunctionNames(std::vector<LoopModel> &loops);

} // namespace loom::translator
