// Private: the targets one block of a hierarchical plan writes, as
// block-local ids, and the first-fit colouring of the block's threads over
// them.
#pragma once

#include "dat_table.h"
#include "distinct_ranks.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <vector>

namespace loom::plan::detail {

// One pass per written (map, slot) gathers a block's targets, column by
// column (a column's targets rise with the elements: runs for
// DistinctRanks' bitmap); their ranks among the block's distinct targets
// (ascending) are the block-local ids. Which ids the targets get changes no
// colour: they only name them; being ranks, they are also the block-local
// indices of a staging list through the same (map, slot)s.
class BlockTargets {
public:
  explicit BlockTargets(const DatTable &table) : table_(table) {
    for (const WriteSlots &w : table.writes)
      perElement_ += size_t(w.slotEnd - w.slotBegin);
  }

  // Elements elements[0..m) of a block.
  void gather(const int *elements, int m) {
    m_ = size_t(m);
    values_.resize(m_ * perElement_);
    local_.resize(values_.size());
    if (values_.empty()) {
      ranks_.build(values_.data(), 0);
      return;
    }
    int64_t *out = values_.data();
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (const WriteSlots &w : table_.writes)
      for (int s = w.slotBegin; s < w.slotEnd; ++s, out += m) {
        const int *column = w.map + s;
        const size_t dim = size_t(w.dim);
        int clo = INT_MAX, chi = INT_MIN;
        for (int i = 0; i < m; ++i) {
          const int t = column[size_t(elements[i]) * dim];
          clo = std::min(clo, t);
          chi = std::max(chi, t);
          out[i] = w.base + t;
        }
        lo = std::min(lo, w.base + clo);
        hi = std::max(hi, w.base + chi);
      }
    ranks_.build(values_.data(), values_.size(), lo, hi);
    for (size_t i = 0; i < values_.size(); ++i)
      local_[i] = ranks_.rank(values_[i]);
  }
  // Written (map, slot)s: the columns.
  size_t columns() const { return perElement_; }
  // Column j's local ids, by element of the block.
  const int *local(size_t j) const { return local_.data() + j * m_; }
  // The block's distinct targets (target-space ids), ascending.
  const std::vector<int64_t> &distinct() const { return ranks_.distinct(); }

private:
  const DatTable &table_;
  size_t perElement_ = 0;
  size_t m_ = 0;                // elements of the block
  std::vector<int64_t> values_; // by column, then element
  std::vector<int> local_;
  DistinctRanks<int64_t> ranks_;
};

// First fit over the block's local target ids, in element order: colour[i]
// receives element i's colour; returns the number of colours, or -1 when
// some element finds all 64 colours taken. With 64-bit masks the lowest free
// bit is the first fit: colours open in order, so a bit above the opened
// ones is never set.
inline int colourThreads(const BlockTargets &targets, int m,
                         std::vector<uint64_t> &masks, int *colour) {
  masks.assign(targets.distinct().size(), 0);
  const size_t k = targets.columns();
  int nc = 0;
  for (int i = 0; i < m; ++i) {
    uint64_t used = 0;
    for (size_t j = 0; j < k; ++j)
      used |= masks[size_t(targets.local(j)[i])];
    if (used == ~uint64_t(0))
      return -1;
    const int c = std::countr_zero(~used);
    colour[i] = c;
    nc = std::max(nc, c + 1);
    for (size_t j = 0; j < k; ++j)
      masks[size_t(targets.local(j)[i])] |= uint64_t(1) << c;
  }
  return nc;
}

} // namespace loom::plan::detail
