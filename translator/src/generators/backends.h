// The per-backend loop templates. Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <string_view>

namespace loom::translator::codegen {

// The definition of one loop function running every element in order, as the
// reference op_par_loop does. `reason`, when given, is a comment explaining
// why a parallel backend runs this loop sequentially.
std::string sequentialLoop(const LoopModel &loop, std::string_view reason = {});

// The definition of one loop function for the OpenMP backend.
std::string openmpLoop(const LoopModel &loop);

} // namespace loom::translator::codegen
