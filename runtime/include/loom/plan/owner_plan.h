// Owner-computes: the targets of a loop's writes are cut into blocks by
// index, and each block runs, in ascending order, every element that writes
// one of its targets. An element whose targets lie in several blocks runs in
// each of them (redundant computation on block boundaries), and each run
// keeps only the writes to its own block's targets: no two blocks write one
// target, so all blocks run in parallel with no colours, no barrier and no
// atomics, and every target receives its writes in reference element order.
// Only for loops whose writes through maps are increments and that write
// nothing else (the runtime checks the access modes; the plan sees only
// reads and writes).
#pragma once

#include "loom/plan/loop_access.h"

#include <cstdint>
#include <vector>

namespace loom::plan {

struct OwnerPlan {
  int blockSize = 0; // nominal elements per block: nblocks = ceil(setSize / P)
  int nblocks = 0;
  std::vector<int> blockOffset; // nblocks + 1: block b runs positions
                                // [blockOffset[b], blockOffset[b + 1])
  std::vector<int> elements;    // the element at each position, ascending
                                // within a block
  // Per position: bit j set when the block owns the target of the loop's
  // j-th written slot (written accesses in LoopAccess order, each access's
  // slots ascending: writeSlots below), so that the run keeps that write.
  std::vector<uint64_t> owned;
};

// The (access, slot) pairs of the loop's writes through maps, in bit order.
struct WriteSlot {
  int access; // index into LoopAccess::accesses
  int slot;
};
std::vector<WriteSlot> writeSlots(const LoopAccess &);

// At most this many written slots (bits of OwnerPlan::owned).
constexpr int kMaxOwnerWriteSlots = 64;

// nblocks = ceil(setSize / blockSize) blocks; target t of a dat with
// toSize elements belongs to block floor(t * nblocks / toSize). A loop
// without writes through maps gets contiguous blocks of blockSize elements
// (each element once, no bits). Throws std::invalid_argument for
// blockSize < 1, more than kMaxOwnerWriteSlots written slots or a malformed
// LoopAccess.
OwnerPlan buildOwnerPlan(const LoopAccess &, int blockSize);

// Runs of elements over elements: 1 when no element runs twice.
double redundancy(const OwnerPlan &, int setSize);

} // namespace loom::plan
