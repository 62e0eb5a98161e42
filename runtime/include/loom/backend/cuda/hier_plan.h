// The plan a cuda_hier loop launches from: hierarchical colouring
// (loom/plan/hierarchical_plan.h, Sulyok et al.). The set is cut into
// blocks of LOOM_CUDA_BLOCK_SIZE elements, one CUDA block each; blocks of
// one block colour never write the same element through a map (one launch
// per block colour); inside a block, threads of one thread colour never
// write the same element (increments applied one thread colour at a time).
// Per block, the distinct elements each indirectly accessed dat is touched
// at (staged in shared memory) and, per access, their block-local indices.
// Plain C++ (no CUDA): the generated code uploads it once per plan
// (loom/backend/cuda/device_hier_plan.h).
#pragma once

#include "loom/plan/hierarchical_plan.h"
#include "op_lib_cpp.h"

#include <vector>

namespace loom::cuda {

struct HierPlan {
  plan::HierarchicalPlan plan;
  // Per plan.stagingLists entry: the most elements one block stages (sizes
  // the shared memory of a launch).
  std::vector<int> maxTargets;
  // Unique per built plan, so that a device copy can tell a rebuilt plan
  // at the same address from the one it copied.
  unsigned long id = 0;

  // The staging list (plan.stagingLists) of the dat an indirect argument
  // reaches; ends the program naming the loop when the plan does not stage
  // it.
  int stagingList(const op_arg &arg, char const *loop) const;
  // Which LocalMap of staging list `list` serves (arg's map, slot).
  int localIndex(int list, const op_arg &arg, int slot, char const *loop) const;
};

// The hierarchical plan of this loop for blocks of `blockSize` elements
// (all indirect dats staged), built on first use (validated race-free with
// LOOM_VALIDATE_PLANS=1, described with LOOM_PLAN_STATS=1) and cached
// until a map or the numbering changes. hier_atomic asks for Uncoloured
// blocks (its blocks add their results atomically): one launch of every
// block, no block colours built.
const HierPlan &
hierarchicalPlan(char const *name, op_set set, op_arg *args, int nargs,
                 int blockSize,
                 plan::BlockColouring blocks = plan::BlockColouring::Coloured);

// Whether cuda_hier loops stage the dats they only read through maps as
// well as the incremented ones: LOOM_CUDA_STAGING=all (the default, 1) or
// inc (0: read data comes from global memory, for blocks whose staged data
// would not fit in shared memory).
int stageReads();

} // namespace loom::cuda
