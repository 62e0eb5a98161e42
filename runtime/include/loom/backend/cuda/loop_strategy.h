// Which CUDA strategy each loop of a cuda_hier program runs with, and its
// block size: LOOM_CUDA_STRATEGY, a list as LOOM_STRATEGY's
// (loom/core/strategy_spec.h), e.g. "res_calc=hier:128,adt_calc=global,
// *=hier". Strategies: hier (hierarchical colouring, shared-memory staging;
// the default) and global (global colouring); the optional parameter is the
// loop's block size (a power of two from 32 to 1024), else
// LOOM_CUDA_BLOCK_SIZE. A strategy name that is not one of these, a bad
// block size, or a loop the program does not have ends the program with one
// line listing the valid ones. Plain C++ (no CUDA).
#pragma once

namespace loom::cuda {

enum class LoopStrategy { Global, Hier };

// Called once per loop by the generated code (at static initialisation),
// so that loop names in LOOM_CUDA_STRATEGY can be checked. Returns true.
bool registerLoop(char const *loop);

// The loop's strategy (Hier unless LOOM_CUDA_STRATEGY says otherwise).
LoopStrategy loopStrategy(char const *loop);

// The loop's threads per block: its LOOM_CUDA_STRATEGY parameter, else
// blockSize() (loom/backend/cuda/colour_plan.h).
int blockSize(char const *loop);

} // namespace loom::cuda
