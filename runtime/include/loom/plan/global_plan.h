// Global (element-level) colouring: every element gets a colour such that no
// two elements of one colour write the same target element of the same dat.
#pragma once

#include "loom/plan/loop_access.h"

#include <vector>

namespace loom::plan {

struct GlobalPlan {
  int ncolours = 0;
  std::vector<int> elementColour; // setSize
  std::vector<int> colourOffset;  // ncolours+1
  std::vector<int>
      colourElements; // elements grouped by colour, ascending within a colour
};

// Greedy over elements in ascending order. An element may take any colour
// already opened that no earlier element writing one of its targets holds;
// among those it takes the least used so far (ties: lowest colour). A new
// colour is opened only when no opened colour is admissible. Conflicts are
// found with 64-bit masks per written target, 64 colours per pass. Throws
// std::invalid_argument for a malformed LoopAccess.
GlobalPlan buildGlobalPlan(const LoopAccess &);

} // namespace loom::plan
