// Private: fills HierarchicalPlan::staged (per-block unique targets of each
// staged dat and the block-local index maps).
#pragma once

#include "dat_table.h"
#include "loom/plan/hierarchical_plan.h"

#include <vector>

namespace loom::plan::detail {

// Appends to `out` the unique targets of dat `info` touched by elements
// elems[0..n) (through every access and slot of the dat), ascending.
void gatherTargets(const LoopAccess &loop, const DatInfo &info,
                   const int *elems, int n, std::vector<int> &out);

// A distinct (mapId, slot) through which a dat is accessed.
struct MapSlot {
  int mapId;
  int slot;
  const int *map;
  int dim;
};

// Appends to list.maps one local map per (map, slot) of `slots`, its
// indices sized for npos positions but not written (each block writes its
// own).
void addLocalMaps(const std::vector<MapSlot> &slots, size_t npos,
                  StagingList &list);

// Which dats a plan stages and through which lists: per staging list its
// (map, slot)s, ascending; per staged dat (ascending datId) its list.
struct StagingLayout {
  std::vector<std::vector<MapSlot>> lists;
  std::vector<StagedDat> staged;
};

StagingLayout stagingLayout(const LoopAccess &loop, const DatTable &table,
                            StagingMode staging);

// Fills plan.staged and plan.stagingLists from `layout`; list `prefilled`
// (if >= 0) is already complete in plan.stagingLists and kept. Needs
// plan.nblocks, blockOffset and elements.
void stageData(const StagingLayout &layout, HierarchicalPlan &plan,
               int prefilled = -1);

// The same, the layout computed from the loop.
void stageData(const LoopAccess &loop, const DatTable &table,
               HierarchicalPlan &plan);

} // namespace loom::plan::detail
