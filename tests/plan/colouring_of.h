// Test support: the colouring of a hierarchical plan (blocks, their
// elements, thread and block colours) without its staging, as
// hierarchicalPlanFromColours takes it.
#pragma once

#include "loom/plan/plan.h"

namespace loom::test {

inline plan::HierarchicalPlan colouringOf(const plan::HierarchicalPlan &p) {
  plan::HierarchicalPlan c;
  c.blockSize = p.blockSize;
  c.nblocks = p.nblocks;
  c.blockColouring = p.blockColouring;
  c.nblockColours = p.nblockColours;
  c.blockOffset = p.blockOffset;
  c.elements = p.elements;
  c.threadColour = p.threadColour;
  c.nthreadColours = p.nthreadColours;
  c.blockColour = p.blockColour;
  return c;
}

} // namespace loom::test
