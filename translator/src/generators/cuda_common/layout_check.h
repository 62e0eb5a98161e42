// The run-time check of a loop whose dats, passed by different expressions,
// have different device layouts (chooseDeviceLayouts decides per
// expression, and two expressions may name one op_dat). Private to the
// CUDA generators.
#pragma once

#include "model/loop_model.h"

#include <string>

namespace loom::translator::codegen::cuda {

// A call of loom::cuda::checkLayouts (loom/backend/cuda/dat_copy.h) over
// every dat that could be another of the loop's dats in the other layout
// (same dim, above 1); "" when no two could. `siteArgument` is
// LoopLayout::siteArgument (", \"app.cpp:12\"" or "").
std::string layoutCheck(const LoopModel &loop, const std::string &siteArgument);

} // namespace loom::translator::codegen::cuda
