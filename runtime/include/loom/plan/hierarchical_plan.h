// Hierarchical colouring (Sulyok et al.): blocks coloured against each other
// plus, inside each block, threads coloured against each other, with the
// block's indirect data staged in (GPU shared) memory.
#pragma once

#include "loom/plan/loop_access.h"
#include "loom/plan/plan_array.h"

#include <cstddef>
#include <vector>

namespace loom::plan {

// Block-local index map of one (map, slot) through which staged dats are
// accessed.
struct LocalMap {
  int mapId = 0;
  int slot = 0;
  // Indexed by plan position p (see HierarchicalPlan::elements): the index of
  // map[elements[p]*dim + slot] within the staged targets of the block that
  // holds position p.
  PlanArray index;
};

// The targets staged through one list of (map, slot)s: every dat staged
// through the same list (Airfoil's res_calc: q, adt and res, all through
// both slots of pecell) shares one, so it is built and stored once.
struct StagingList {
  std::vector<int> targetOffset; // nblocks+1
  // Per block, the unique target elements it touches, ascending global id:
  // targets[targetOffset[b] .. targetOffset[b+1]). Block-local index i
  // stands for global element targets[targetOffset[b] + i].
  PlanArray targets;
  std::vector<LocalMap> maps; // one per (mapId, slot), ascending
};

// A dat that every block copies into shared memory.
struct StagedDat {
  int datId = 0;
  int elemBytes = 0;
  int toSize = 0;
  bool written = false; // some access writes it through a map
  int list = 0;         // its targets: HierarchicalPlan::stagingLists[list]
};

// Whether blocks are coloured against each other. Uncoloured: one block
// colour holding every block, for a backend that adds the blocks' results
// to global memory atomically (cuda_hier's hier_atomic); threads are still
// coloured and data staged, and no block-colouring work is done.
enum class BlockColouring { Coloured, Uncoloured };

struct HierarchicalPlan {
  int blockSize = 0; // nominal block size (0 when a partition was given)
  int nblocks = 0;
  // Plan positions: block b runs positions [blockOffset[b], blockOffset[b+1]),
  // position p executes element elements[p]. Within a block the positions are
  // sorted (stably, by element id) by thread colour.
  std::vector<int> blockOffset;    // nblocks+1
  PlanArray elements;              // setSize, a permutation of [0, setSize)
  PlanArray threadColour;          // setSize, by position
  std::vector<int> nthreadColours; // nblocks
  // Block colouring: two blocks of one colour never write the same target
  // (Uncoloured: one colour, blocks may write the same targets).
  BlockColouring blockColouring = BlockColouring::Coloured;
  int nblockColours = 0;
  std::vector<int> blockColour;  // nblocks
  std::vector<int> colourOffset; // nblockColours+1
  std::vector<int>
      colourBlocks; // blocks grouped by colour, ascending within a colour
  StagingMode staging = StagingMode::All;
  std::vector<StagedDat> staged;         // ascending datId
  std::vector<StagingList> stagingLists; // in order of first use in staged

  const StagingList &stagingOf(const StagedDat &sd) const {
    return stagingLists[std::size_t(sd.list)];
  }
};

// Blocks are contiguous runs of `blockSize` elements, or, when `partition`
// is given (setSize entries, element -> block id >= 0), the elements of each
// block id in ascending order; ids that no element uses are dropped and the
// others renumbered in order (blockSize is then ignored and recorded as 0).
// Blocks are coloured greedily in block order over the union of what their
// threads write, taking the least used admissible colour (unless
// `blocks` is Uncoloured: one colour); threads are
// coloured first fit (in ascending element order) over their writes. Throws
// std::invalid_argument for blockSize < 1 without partition, a bad partition,
// or a malformed LoopAccess.
HierarchicalPlan
buildHierarchicalPlan(const LoopAccess &, int blockSize, StagingMode,
                      const std::vector<int> *partition = nullptr,
                      BlockColouring blocks = BlockColouring::Coloured);

} // namespace loom::plan
