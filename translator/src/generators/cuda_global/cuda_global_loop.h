// The cuda_global generator's entry point, for cuda_hier, which generates
// loops without data reached through maps (and order-dependent ones) as
// cuda_global does. Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <string>

namespace loom::translator::codegen::cuda_global {

std::string loopDefinition(const LoopModel &loop);

} // namespace loom::translator::codegen::cuda_global
