// What one process holds after partitioning (OP2's owner-compute scheme):
// per set, its owned elements, an execute halo (elements it also computes
// because they reach owned elements through a map, so their increments to
// owned data need no communication) and a non-execute halo (read-only
// copies of what owned and execute-halo elements reach). Locally, owned
// elements come first, then the execute halo, then the non-execute halo;
// each group in global order of (owner, element).
#pragma once

#include "loom/distributed/global_mesh.h"

namespace loom::distributed {

struct SetLayout {
  // Global element numbers. Owned: first the `core` elements, which reach
  // only owned elements through every map, then the rest; each part, like
  // the halos, in (owner, element) order.
  std::vector<int> owned, exec, nonexec;
  int core = 0;
  // Global numbers in local order: owned, exec, nonexec.
  std::vector<int> localToGlobal() const;
};

struct RankLayout {
  int rank = 0;
  std::vector<SetLayout> sets;
};

RankLayout buildRankLayout(const GlobalMesh &mesh, const Owners &owners,
                           int rank);

// The local map of `mapIndex` for this layout: one row per owned and
// execute-halo element of its from-set, entries in the to-set's local
// numbering. Throws loom::Error if a target is not held (a broken layout).
std::vector<int> localMapEntries(const GlobalMesh &mesh,
                                 const RankLayout &layout, int mapIndex);

// The invariants of a layout, checked over all processes' layouts: every
// map target of an owned or execute-halo element is held locally; every
// element is owned by exactly one process; a process holds each element
// at most once (owned, execute and non-execute halo are disjoint, with no
// repeats); every element that reaches an owned element of process p
// through a map is owned by p or in its execute halo (so increments to p's
// elements are all computed on p).
// Returns "" or the first violation, naming set, element and process.
std::string checkLayouts(const GlobalMesh &mesh, const Owners &owners,
                         const std::vector<RankLayout> &layouts);

} // namespace loom::distributed
