// The seq backend's loop function; parallel backends use it for loops they
// must run in the reference order. Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <string_view>

namespace loom::translator::codegen::seq {

// A loop function running every element in order, as the reference
// op_par_loop does. `reason`, when given, is a comment explaining why a
// parallel backend runs this loop sequentially.
std::string sequentialLoop(const LoopModel &loop, std::string_view reason);

// The registry's entry point.
std::string loopDefinition(const LoopModel &loop);

} // namespace loom::translator::codegen::seq
