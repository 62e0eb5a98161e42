// The plan a loop generated for the openmp backend runs: blocks of elements
// grouped by colour, so that the blocks of one colour never write the same
// element through a map and run in parallel without atomics. How the blocks
// are made is the loop's strategy:
//   block:P   contiguous blocks of P elements of the set, coloured block by
//             block (OP2's scheme; P defaults to OP_PART_SIZE when set,
//             else to 256-4096 by the set's size: defaultBlockSize in
//             runtime/backends/openmp/strategy.h);
//   global:P  every element coloured on its own (few colours), each colour's
//             elements cut into blocks of P (default 1024);
//   owner:P   owner-computes (loom/plan/owner_plan.h): one colour of
//             ceil(set / P) blocks, each owning a range of the targets the
//             loop increments and running, in ascending order, every element
//             that increments one of them; a run keeps only the increments
//             to its block's targets (`owned`). Only for loops whose writes
//             are increments through maps (otherwise block:P).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace loom::openmp {

struct LoopPlan {
  int nblocks = 0;
  std::vector<int> blockOffset; // nblocks + 1: block b is positions
                                // [blockOffset[b], blockOffset[b + 1])
  int ncolours = 0;
  std::vector<int> colourOffset; // ncolours + 1
  std::vector<int> colourBlocks; // blocks grouped by colour
  // The element at each position; empty when position k is element k.
  std::vector<int> elements;
  // Owner-computes plans only: per position, bit k set when the run keeps
  // its increments through argument k (the others go to scratch).
  std::vector<std::uint32_t> ownedArgs;
  std::string strategy; // "block:256", "global:1024", "owner:4096"

  // Null when positions are elements; otherwise the element of each position.
  const int *order() const {
    return elements.empty() ? nullptr : elements.data();
  }
  // Null unless an owner-computes plan: then the kept increments of each
  // position (ownedArgs).
  const std::uint32_t *owned() const {
    return ownedArgs.empty() ? nullptr : ownedArgs.data();
  }
};

} // namespace loom::openmp
