// OP2's OpenMP execution scheme: the iteration set is cut into contiguous
// mini-partitions (blocks) and the blocks are coloured so that two blocks of
// one colour never write the same target element.
#pragma once

#include "loom/plan/loop_access.h"

#include <vector>

namespace loom::plan {

struct BlockPlan {
  int blockSize = 0;
  int nblocks = 0;
  std::vector<int>
      blockOffset; // nblocks+1; block b = [blockOffset[b], blockOffset[b+1])
  int ncolours = 0;
  std::vector<int> colourOffset; // ncolours+1
  std::vector<int>
      colourBlocks; // blocks grouped by colour, ascending within a colour
  std::vector<int> blockColour; // nblocks
};

// Contiguous blocks of `blockSize` elements (the last may be smaller),
// coloured greedily in block order with first fit: each block gets the lowest
// colour not used by any earlier block that writes one of its targets (as
// OP2 does). Throws std::invalid_argument for blockSize < 1 or a malformed
// LoopAccess.
BlockPlan buildBlockPlan(const LoopAccess &, int blockSize);

} // namespace loom::plan
