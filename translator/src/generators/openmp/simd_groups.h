// The openmp backend's SIMD form of a block of consecutive elements. Loops
// that reach no data through maps and have no reduction run the block under
// `#pragma omp simd` as it is. The others run it in groups of
// loom::openmp::kLaneGroup elements on lane arrays `T a[dim][lanes]`: rows
// read through maps are gathered and transposed into them
// (loom::openmp::gatherLanes), the kernel runs across the lanes as a lane
// copy whose subscripts of those arguments step over the lanes
// (`q[1 * loom_lanes]`), and increments through maps and reductions are
// staged in lane arrays and added after the group, lane by lane in element
// order (two lanes may increment the same element). The block's last
// elements, fewer than a group, are left to the scalar element loop.
// Private to the openmp generator.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/host_kernel_call.h"
#include "generators/common/loop_layout.h"

#include <string>

namespace loom::translator::codegen::openmp {

struct SimdBlock {
  // Why the loop has no SIMD form, as a generated comment; empty when it has.
  std::string fallback;
  // Whether the SIMD form runs groups on lane arrays (else a plain
  // `#pragma omp simd` loop over the whole block).
  bool groups = false;
  // Whether the groups transpose rows (gathers and increments through maps),
  // which pays only with vectors of 256 bits or more
  // (loom::openmp::simdGroupsEnabled).
  bool transposes = false;
  // Plain form: the statements running elements [block_begin, block_end).
  // Groups: a loop running groups from position `k` on while a whole group
  // is left, leaving `k` at the first element it did not run.
  Layout code;
  // Groups: the lane copy of the kernel (and the constant its subscripts
  // use), guarded, to be defined before the loop function.
  std::string laneKernel;
};

// `call` is the scalar kernel call hostKernelCall(layout) made; the SIMD form
// reuses its arguments but for those in lane arrays. Claims its locals' names
// in `layout`.
SimdBlock simdBlock(LoopLayout &layout, const HostKernelCall &call);

} // namespace loom::translator::codegen::openmp
