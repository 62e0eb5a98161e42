// What the CUDA generators need for the strategies that add increments
// through maps with atomicAdd instead of colouring (LOOM_CUDA_STRATEGY=
// atomic, hier_atomic; loom/backend/cuda/loop_strategy.h): whether a loop
// can run so, and the text of its strategy query. Private to the
// generators.
#pragma once

#include "generators/common/loop_layout.h"
#include "model/loop_model.h"

#include <string>

namespace loom::translator::codegen::cuda {

// Whether the loop writes anything through a map (OP_INC, OP_RW, OP_WRITE).
bool writesThroughMaps(const LoopModel &loop);

// Why atomics cannot run the loop's writes through maps ("" when they can:
// every write through a map is an OP_INC of a type atomicAdd takes —
// double, float, int, unsigned).
std::string noAtomicForm(const LoopModel &loop, const LoopLayout &layout);

// "atomicAdd(<address>, <value>);".
std::string atomicIncrement(const std::string &address,
                            const std::string &value);

// The loom::cuda::LoopForms initialiser:
// "{loom::cuda::LoopStrategy::<byDefault>, <hier>, \"<noAtomic>\",
// \"<noHierAtomic>\"}".
std::string loopForms(const std::string &byDefault, bool hier,
                      const std::string &noAtomic,
                      const std::string &noHierAtomic);

} // namespace loom::translator::codegen::cuda
