// Private: the block colouring of a hierarchical plan, block by block in
// block order.
#pragma once

#include "greedy_colouring.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace loom::plan::detail {

// greedyColour's least-used choice over blocks, each given as its distinct
// written targets (less `base`, as a staging list holds them): the same
// colours as greedyColour's first pass of 64.
// colour() returns false once a block finds all 64 colours taken; the
// caller then colours all blocks with greedyColour. Until a ninth colour
// opens the masks are one byte per target (an eighth of the memory to
// touch), then 64 bits.
class BlockColours {
public:
  BlockColours(int64_t nTargets, int64_t base)
      : nTargets_(nTargets), base_(base), narrow_(size_t(nTargets), 0) {}

  // Block targets[0..n)'s colour into c.
  bool colour(const int *targets, size_t n, int &c) {
    const uint64_t used =
        wide_.empty() ? usedBy(narrow_, targets, n) : usedBy(wide_, targets, n);
    const uint64_t open =
        opened_ == 64 ? ~uint64_t(0) : (uint64_t(1) << opened_) - 1;
    const uint64_t cand = ~used & open;
    if (cand == 0) {
      if (opened_ == 64)
        return false;
      c = opened_++;
      if (c == 8) { // the bytes are full: widen them
        wide_.assign(narrow_.begin(), narrow_.end());
        narrow_ = std::vector<uint8_t>();
      }
    } else {
      c = leastUsed(cand, counts_);
    }
    ++counts_[c];
    if (wide_.empty())
      mark(narrow_, targets, n, c);
    else
      mark(wide_, targets, n, c);
    return true;
  }
  int opened() const { return opened_; }
  // 64-bit masks, all zero, for greedyColour.
  std::vector<uint64_t> &clearedMasks() {
    narrow_ = std::vector<uint8_t>();
    wide_.assign(size_t(nTargets_), 0);
    return wide_;
  }

private:
  template <class Mask>
  uint64_t usedBy(const std::vector<Mask> &masks, const int *targets,
                  size_t n) const {
    const Mask *at = masks.data() + base_;
    Mask used = 0;
    for (size_t i = 0; i < n; ++i)
      used |= at[targets[i]];
    return used;
  }
  template <class Mask>
  void mark(std::vector<Mask> &masks, const int *targets, size_t n,
            int c) const {
    Mask *at = masks.data() + base_;
    const Mask bit = Mask(uint64_t(1) << c);
    for (size_t i = 0; i < n; ++i)
      at[targets[i]] |= bit;
  }

  int64_t nTargets_;
  int64_t base_;
  std::vector<uint8_t> narrow_; // while at most 8 colours are open
  std::vector<uint64_t> wide_;  // from the ninth on
  int64_t counts_[64] = {};
  int opened_ = 0;
};

} // namespace loom::plan::detail
