// A plan rebuilt from its colouring alone, for plans read back from a file
// (LOOM_PLAN_CACHE): the derived arrays (colour groups, block offsets, staged
// data) are recomputed here, so a file need only hold the colours. Each
// function checks that the arrays fit together (sizes, ranges, a
// permutation) and throws std::invalid_argument saying what does not; it
// does not check that the colouring is race-free (that is validate()).
#pragma once

#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/hierarchical_plan.h"
#include "loom/plan/loop_access.h"

#include <vector>

namespace loom::plan {

// elementColour: setSize entries in [0, ncolours).
GlobalPlan globalPlanFromColours(const LoopAccess &, int ncolours,
                                 std::vector<int> elementColour);

// Blocks of blockSize contiguous elements; blockColour: one entry per block
// in [0, ncolours).
BlockPlan blockPlanFromColours(const LoopAccess &, int blockSize, int ncolours,
                               std::vector<int> blockColour);

// The colouring part of a hierarchical plan: blockSize (0 for a partition),
// nblocks, blockOffset, elements, threadColour, nthreadColours, nblockColours
// and blockColour as buildHierarchicalPlan made them; fills colourOffset,
// colourBlocks and staged (for `staging`).
HierarchicalPlan hierarchicalPlanFromColours(const LoopAccess &, StagingMode,
                                             HierarchicalPlan &&colouring);

} // namespace loom::plan
