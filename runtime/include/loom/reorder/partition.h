// Partition-based reordering (Sulyok et al.): a loop's iteration elements
// split by METIS k-way into parts of about the block size, then numbered
// part by part so that the parts become the blocks of the block and
// hierarchical plans.
#pragma once

#include "loom/reorder/mesh_graph.h"
#include "loom/reorder/permutation.h"

#include <vector>

namespace loom::reorder {

struct Partition {
  std::vector<int> partOf; // part of each vertex, in [0, parts)
  int parts = 0;
  // In two levels: the first level's parts and the time of each level (the
  // second's on all workers).
  int firstLevelParts = 0;
  double firstLevelSeconds = 0, secondLevelSeconds = 0;
};

// Parts of at most `blockSize` vertices. METIS is asked for
// ceil(n / S') parts with S' = floor(S / imbalance) and imbalance tolerance
// `imbalance` (> 1), so that a part within tolerance stays <= S; a part METIS
// still makes larger is split in index order. Beyond 256 parts, in two
// levels: about sqrt(parts) parts of the whole graph (of its clusters of up
// to 8 neighbouring vertices), each then split into parts of about S' (one
// METIS call for 16,000 parts does far more work).
// Throws loom::Error on bad arguments or a METIS failure.
// `oneLevelParts`: the most parts made by one METIS call. `workers`: the
// processes the second level's METIS calls run in (forked; METIS's random
// numbers are not thread-safe); the parts are the same for any count.
Partition partitionGraph(const MeshGraph &g, int blockSize, double imbalance,
                         int oneLevelParts = 256, int workers = 1);

// Renumbers the parts so that parts joined by edges of g get nearby ids:
// Reverse Cuthill-McKee on the quotient graph (parts joined when an edge of
// g crosses them). METIS's own part ids carry no locality, so without this
// the elements a part reaches in its neighbour parts lie anywhere in the
// numbering.
void orderPartsByLocality(Partition &p, const MeshGraph &g);

// Numbers vertices part by part (ties keep their order).
Permutation partitionOrdering(const Partition &p);
// Numbers vertices part by part and, inside each part, breadth first over
// the part's own edges of g from a far vertex (Cuthill-McKee without the
// degree sort; each connected piece of a part from its lowest vertex), so
// that a part's neighbouring vertices get nearby numbers. Without it the
// vertices of a part keep their relative order, which for a randomly
// numbered mesh scatters each part's gathers over its whole range (issue
// #32: the cell loop of the permuted 8M-tet box after `partition` ran at
// 74% of STREAM on 16 cores against 97% after RCM). Parts are numbered on
// all threads; the result does not depend on their count.
Permutation partitionOrdering(const Partition &p, const MeshGraph &g);
// First element of each part after partitionOrdering, plus the end.
std::vector<int> partOffsets(const Partition &p);

} // namespace loom::reorder
