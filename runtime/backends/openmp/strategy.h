// The openmp backend's strategies: how a loop's elements are cut into blocks
// and coloured (see loom/backend/openmp/loop_plan.h).
#pragma once

#include "loom/core/strategy_spec.h"

#include <string>

namespace loom::openmp {

struct Strategy {
  enum class Kind { Block, Global, Owner };
  Kind kind = Kind::Block;
  int param = 256; // elements per block

  std::string text() const;
  bool operator==(const Strategy &) const = default;
};

// Elements per block of a block plan over a set of `setSize` elements when
// the user named none: the part size they set (LOOM_PART_SIZE, OP_PART_SIZE),
// else the largest power of two from 256 to 4096 that still cuts the set into
// at least 256 blocks (every set of up to 128K elements: 256). Bigger blocks
// load fewer elements twice (once for each colour of the blocks sharing
// them): on Airfoil's 720K mesh res_calc runs 1.2x faster with blocks of
// 4096 than of 256 (docs/performance.md); 256 blocks keep a colour's blocks
// spread over the threads. Depends on the set only, so results do not depend
// on the number of threads.
int defaultBlockSize(int setSize);

// A user's choice made concrete: the default parameter filled in (block and
// owner: `blockSize`, from defaultBlockSize; global: 1024).
Strategy strategyFrom(const StrategyChoice &choice, int blockSize);

} // namespace loom::openmp
