// Which CUDA strategy each loop runs with, and its block size:
// LOOM_CUDA_STRATEGY, a list as LOOM_STRATEGY's (loom/core/strategy_spec.h),
// e.g. "res_calc=hier:128,adt_calc=global,*=atomic". Strategies:
//   global       global colouring: one launch per colour, no atomics
//   atomic       no colouring: every element in one launch, increments
//                through maps by atomicAdd (OP2's default)
//   hier         hierarchical colouring: blocks coloured, threads of a
//                block coloured, data staged in shared memory (cuda_hier)
//   hier_atomic  hier's blocks and staging, the blocks' staged increments
//                added to global memory by atomicAdd: no block colours,
//                one launch (cuda_hier)
// The optional parameter is the loop's block size (a power of two from 32
// to 1024), else LOOM_CUDA_BLOCK_SIZE. A strategy name that is not one of
// these, a bad block size, a loop the program does not have, or a loop named
// with a strategy it has no form of ends the program with one line; "*"
// gives each loop the strategy when the loop has a form of it, else its
// default.
//
// LOOM_AUTOTUNE=1 chooses the strategy of each loop that LOOM_CUDA_STRATEGY
// does not, among those it has a form of, by kernel time (loop_tuning.h in
// runtime/backends/cuda). Plain C++ (no CUDA).
#pragma once

#include "loom/core/op2_types.h"

namespace loom::cuda {

enum class LoopStrategy { Global, Atomic, Hierarchical, HierarchicalAtomic };

// What the generated code of one loop can run, from loomc.
struct LoopForms {
  LoopStrategy byDefault;
  bool hier; // has the hierarchical kernel (cuda_hier, something staged)
  // Why the atomic / hier_atomic form cannot run it; "" when it can.
  char const *noAtomic;
  char const *noHierAtomic;
};

// Called once per loop by the generated code (at static initialisation),
// so that loop names in LOOM_CUDA_STRATEGY can be checked. Returns true.
bool registerLoop(char const *loop);

// One loop call site's resolution of the settings (a static of the
// generated code): LOOM_CUDA_STRATEGY's choice for the loop (else
// forms.byDefault), whether the auto-tuner chooses instead, and the block
// size; made on the site's first call and again only when the settings
// change (op_init, an app's --strategy flag: Context::settingsGeneration()),
// so that a steady-state call compares a number and a pointer instead of
// parsing and searching LOOM_CUDA_STRATEGY. (The loop name's address too:
// one generated function may serve calls under other names.)
struct StrategySite {
  char const *loop = nullptr;
  unsigned long settings = 0;
  LoopStrategy strategy = LoopStrategy::Global;
  bool tuned = false; // LOOM_AUTOTUNE=1 and LOOM_CUDA_STRATEGY names no choice
  int blockSize = 0;
};

// The strategy of this call of `loop` on `set`: LOOM_CUDA_STRATEGY's choice
// for it, else the auto-tuner's (LOOM_AUTOTUNE=1), else forms.byDefault.
// Asked again within one call (cuda_hier's global variant), it answers as
// it did first.
LoopStrategy loopStrategy(char const *loop, op_set set, const op_arg *args,
                          int nargs, const LoopForms &forms,
                          StrategySite &site);

// LOOM_AUTOTUNE=1: when this call of `loop` is a trial, the tuner's token
// for its kernel time (the call's KernelTimer takes it, once), else -1.
long takeTrialToken(char const *loop);
// The kernel time of the trial call that got `token`.
void recordTrialTime(long token, double seconds);

// The strategy's name as LOOM_CUDA_STRATEGY and the timing table write it.
char const *strategyName(LoopStrategy strategy);

// The loop's threads per block: its LOOM_CUDA_STRATEGY parameter, else
// blockSize() (loom/backend/cuda/colour_plan.h).
int blockSize(char const *loop);

} // namespace loom::cuda
