// Plan statistics after Sulyok, Balogh, Reguly, Mudalige: "Improving locality
// of unstructured mesh algorithms on GPUs" (2019).
//
// Terms. A "block" is a block of the plan (BlockPlan or HierarchicalPlan).
// The "staged data" of a block are, for every staged dat, its unique target
// elements touched by the block's elements. For a HierarchicalPlan the staged
// dats are those of the plan (StagingMode); for a BlockPlan every indirectly
// accessed dat counts as staged (the data each block works on).
//
// Memory layouts of a dat with toSize elements of B = elemBytes bytes:
//  - AoS: element e occupies bytes [e*B, (e+1)*B).
//  - SoA: components of c = 8 bytes if B % 8 == 0, else 4 bytes (B/c of them,
//    rounded up); component k of element e occupies bytes
//    [k*toSize*c + e*c, k*toSize*c + (e+1)*c).
// A "sector" is an aligned 32-byte unit and a "line" an aligned 128-byte unit
// of one dat's array; different dats never share sectors.
//
// Modeled global-memory traffic per loop execution (globalSectors*): the sum,
// over groups of threads that run together, of the number of distinct sectors
// the group touches. Map (index) arrays are not modeled; a sector read and
// written by a group counts once.
//  - GlobalPlan: each colour is a separate pass; its elements (ascending)
//    form warps of 32 consecutive entries (the last may be shorter). Per warp:
//    distinct sectors of every indirect target accessed by its elements (all
//    indirect dats, through every slot they use) plus the sectors of the
//    warp's own elements of every direct dat (LoopAccess::directElemBytes).
//  - HierarchicalPlan: per block, distinct sectors of its staged data (loaded
//    once, written back once) plus distinct sectors of the non-staged indirect
//    targets it touches plus the sectors of its elements of every direct dat.
//  - BlockPlan: as HierarchicalPlan with every indirect dat staged.
#pragma once

#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/hierarchical_plan.h"
#include "loom/plan/loop_access.h"
#include "loom/plan/owner_plan.h"

#include <cstdint>
#include <vector>

namespace loom::plan {

struct PlanStats {
  Strategy strategy = Strategy::Global;
  int setSize = 0;
  int blockSize = 0; // nominal block size; 0 for a global plan or a partition
  int nblocks = 0;   // 0 for a global plan
  // Global plan: element colours. Block / hierarchical: block colours.
  int ncolours = 0;
  std::vector<int> colourSizes; // elements (global) or blocks per colour
  // Hierarchical only (0 otherwise): thread colours per block.
  int maxThreadColours = 0;
  double meanThreadColours = 0;
  // Block-level data (0 for a global plan). Means are over blocks.
  // reuseFactor = (sum over blocks and staged accesses of the number of
  // (element, slot) accesses) / (sum over blocks of staged elements): the
  // mean number of accesses per staged element.
  double reuseFactor = 0;
  int64_t stagedAccesses = 0; // numerator of reuseFactor
  int64_t stagedElements = 0; // denominator of reuseFactor
  double meanStagedElements = 0;
  int maxStagedElements = 0;
  double meanSharedBytes = 0; // staged elements * elemBytes, summed over dats
  int64_t maxSharedBytes = 0;
  double meanSectorsAoS = 0; // 32-byte sectors of the staged data per block
  double meanSectorsSoA = 0;
  double meanLinesAoS = 0; // 128-byte lines of the staged data per block
  double meanLinesSoA = 0;
  // Modeled global-memory sectors per loop execution (see the file comment).
  int64_t globalSectorsAoS = 0;
  int64_t globalSectorsSoA = 0;
  // Owner-computes only (0 otherwise): element runs over elements.
  double runsPerElement = 0;
};

PlanStats computeStats(const LoopAccess &, const GlobalPlan &);
PlanStats computeStats(const LoopAccess &, const BlockPlan &);
PlanStats computeStats(const LoopAccess &, const HierarchicalPlan &);
// An owner-computes plan: its blocks (one colour) and runs per element;
// no staging or sector model.
PlanStats computeStats(const LoopAccess &, const OwnerPlan &);

} // namespace loom::plan
