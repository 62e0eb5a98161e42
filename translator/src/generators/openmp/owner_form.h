// The openmp generator's owner-computes form (strategy owner:P, loom/backend/
// openmp/loop_plan.h): for a loop whose only writes are increments through
// maps, a block of an owner plan runs its elements (`order`) and keeps an
// element's increment through argument k only when bit k of `owned[k]` is
// set; the others go to a scratch row of the block. Private to the openmp
// generator.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/host_kernel_call.h"
#include "generators/common/loop_layout.h"

namespace loom::translator::codegen::openmp {

// Whether the loop can run an owner-computes plan: it increments through a
// map (one slot, a constant dim) and writes nothing else (no direct write,
// no other write through a map, no global written or reduced), with at most
// 32 arguments. The runtime checks the same of the op_args it is given.
bool hasOwnerForm(const LoopModel &loop);

// The owner-computes element loop of a block, for `if (owned) ...`: the
// scratch rows, then the scalar element loop whose kernel call passes each
// incremented argument's row or its scratch row. Claims its locals' names.
Layout ownerBlock(LoopLayout &layout, const HostKernelCall &call);

} // namespace loom::translator::codegen::openmp
