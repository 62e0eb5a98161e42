// reorderMesh: one whole-mesh reordering, chosen by method, applied through
// loom::renumber to every set it touches. op_renumber(map) and the apps'
// --reorder option call it.
//
//  rcm, gps   order base->to by its adjacency through `base` (Reverse
//             Cuthill-McKee / Gibbs-Poole-Stockmeyer), then sort every other
//             set with a map into it lexicographically by the points it
//             reaches.
//  partition  split base->from (a loop's iteration set) with METIS into
//             parts of at most blockSize elements, number it part by part,
//             then number each set it reaches by block sets; other sets
//             are sorted lexicographically.
//  random     a random permutation of every set (an "unordered" instance).
//
// With LOOM_ORDERING_CACHE=dir (ReorderOptions::cacheDir) the resulting
// per-set permutations are saved under dir, keyed by a hash of the mesh's
// maps and the method, and loaded instead of recomputed on later runs.
#pragma once

#include "loom/core/context.h"
#include "loom/reorder/permutation.h"

#include <string>
#include <vector>

namespace loom::reorder {

enum class Method { None, Rcm, Gps, Partition, Random };

// "none", "rcm", "gps", "partition" (also "metis"), "random"; anything else
// is a
// loom::Error naming `what` and the value.
Method parseMethod(const std::string &name, const std::string &what);
const char *methodName(Method m);

struct ReorderOptions {
  int blockSize = 256;     // partition: largest part
  double imbalance = 1.05; // partition: METIS tolerance l, S' = floor(S / l)
  unsigned seed = 1;       // random
  std::string cacheDir;    // empty: no ordering file
  bool verbose = false;    // progress lines on stderr
  int workers = 0; // partition: processes for METIS; 0: loom::hostThreads()
};

struct ReorderResult {
  std::vector<Permutation> perSet; // newIndex[old] per set (by set index)
  std::vector<int> partOffsets;    // partition: block starts of base->from
  bool fromCache = false;
  double seconds = 0; // time to compute or load
  // Where a computed ordering's time went ("graph 1.17 s, METIS ...");
  // printed with the verbose line.
  std::string phases;
};

ReorderResult reorderMesh(Context &ctx, op_map base, Method method,
                          const ReorderOptions &options);

} // namespace loom::reorder
