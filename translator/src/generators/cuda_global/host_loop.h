// The cuda_global backend's loops that run on the host (an OP_WRITE/OP_RW
// global, op_arg_info): their results depend on element order, which only
// the sequential loop reproduces. Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <string>

namespace loom::translator::codegen::cuda_global {

// The sequential loop, between downloads of device-newer dats and marking
// the dats it writes host-newer; `reason` is a comment line of why.
std::string hostLoop(const LoopModel &loop, const std::string &reason);

} // namespace loom::translator::codegen::cuda_global
