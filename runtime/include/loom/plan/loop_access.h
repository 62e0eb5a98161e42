// Description of one parallel loop as the planner sees it: the iteration set
// size and every access that goes through a mapping. Works on raw arrays only,
// so that the runtime and generated code can use it without other Loom types.
#pragma once

#include <vector>

namespace loom::plan {

// One indirect access of a loop: through `map` (fromSize x dim entries,
// row-major), slot `idx` (>= 0), or all slots when idx == -1 (vector
// argument).
struct IndirectAccess {
  const int *map; // setSize x dim entries, row-major
  int dim;        // entries per from-element
  int toSize;     // size of the target set; every map entry is in [0, toSize)
  int idx;        // slot, or -1 for all slots
  bool writes;    // OP_INC / OP_RW / OP_WRITE through the map
  int elemBytes;  // bytes per target element of the dat (statistics only)
  int datId;      // accesses with the same datId touch the same array
  int mapId;      // accesses with the same mapId use the same map
};

struct LoopAccess {
  int setSize = 0;
  std::vector<IndirectAccess> accesses;
  // Bytes per element of each dat accessed directly (OP_ID) by the loop. Only
  // the statistics use it (modeled global-memory sectors); may stay empty.
  std::vector<int> directElemBytes;
};

enum class Strategy { Global, Block, Hierarchical, Owner };

// Which indirectly accessed dats a hierarchical plan stages in shared memory.
enum class StagingMode {
  All,     // every indirectly accessed dat
  Written, // only dats written (incremented) through a map
};

// Name of a strategy / staging mode ("global", "block", "hierarchical",
// "owner";
// "all", "written").
const char *toString(Strategy);
const char *toString(StagingMode);

// Throws std::invalid_argument naming the access and element when the
// description is malformed: negative sizes, dim < 1, idx outside [-1, dim),
// a null map with setSize > 0, a map entry outside [0, toSize), or two
// accesses with one datId but different toSize / elemBytes.
void checkLoopAccess(const LoopAccess &);

} // namespace loom::plan
