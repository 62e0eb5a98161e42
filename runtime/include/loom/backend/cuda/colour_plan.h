// The plan a cuda_global loop launches from: the loop's elements grouped by
// colour (global colouring, loom/plan/global_plan.h), so that no two
// elements of one colour write the same element through a map. One launch
// per colour; thread t of the launch runs the element at position
// colourOffset[c] + t. Plain C++ (no CUDA): the generated code uploads
// `elements` once per plan (loom/backend/cuda/device_data.h).
#pragma once

#include "op_lib_cpp.h"

#include <vector>

namespace loom::cuda {

struct ColourPlan {
  int ncolours = 0;
  std::vector<int> colourOffset; // ncolours + 1 positions
  // The element at each position; empty when position == element (one
  // colour holding every element in order: direct loops, read-only maps).
  std::vector<int> elements;
  // Unique per built plan, so that a device copy can tell a rebuilt plan
  // at the same address from the one it copied.
  unsigned long id = 0;
};

// The global-colouring plan of this loop, built on first use (validated
// race-free with LOOM_VALIDATE_PLANS=1, described with LOOM_PLAN_STATS=1)
// and cached until a map or the numbering changes.
const ColourPlan &globalPlan(char const *name, op_set set, op_arg *args,
                             int nargs);

// The plan of a loop that needs no colouring (LOOM_CUDA_STRATEGY=atomic):
// one colour holding the set's elements in order. Built once per set size.
const ColourPlan &uncolouredPlan(op_set set);

// Threads per block of the CUDA loops: LOOM_CUDA_BLOCK_SIZE, default 256;
// a power of two from 32 to 1024 (block reductions halve it).
int blockSize();

} // namespace loom::cuda
