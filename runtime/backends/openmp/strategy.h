// The openmp backend's strategies: how a loop's elements are cut into blocks
// and coloured (see loom/backend/openmp/loop_plan.h).
#pragma once

#include "loom/core/strategy_spec.h"

#include <string>

namespace loom::openmp {

struct Strategy {
  enum class Kind { Block, Global };
  Kind kind = Kind::Block;
  int param = 256; // elements per block

  std::string text() const;
  bool operator==(const Strategy &) const = default;
};

// A user's choice made concrete: the default parameter filled in (block:
// the run's part size; global: 1024).
Strategy strategyFrom(const StrategyChoice &choice, int partSize);

} // namespace loom::openmp
