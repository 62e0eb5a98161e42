// Private: the distinct values among one block's gathered map entries,
// ascending, and each value's rank among them (its block-local index),
// without an array over the whole target set: a bitmap over the values'
// range, read in order, when that range is short (a mesh numbered for any
// locality), or a sort otherwise.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace loom::plan::detail {

template <class T> class DistinctRanks {
public:
  // Whether a bitmap over [lo, hi] is at most 4 words per value (plus 64)
  // for n values: then build() needs no sort.
  static bool shortRange(T lo, T hi, size_t n) {
    return uint64_t(hi - lo) / 64 < 4 * uint64_t(n) + 64;
  }

  // The distinct values of values[0..n), ascending, into distinct().
  void build(const T *values, size_t n) {
    if (n == 0) {
      distinct_.clear();
      return;
    }
    auto [lo, hi] = valueRange(values, n);
    build(values, n, lo, hi);
  }
  // The least and greatest of values[0..n) (n > 0), without branches (a
  // block's values come in no order that a branch could predict).
  static std::pair<T, T> valueRange(const T *values, size_t n) {
    T lo = values[0], hi = values[0];
    for (size_t i = 1; i < n; ++i) {
      lo = std::min(lo, values[i]);
      hi = std::max(hi, values[i]);
    }
    return {lo, hi};
  }
  // The same, given the values' least and greatest (n > 0).
  void build(const T *values, size_t n, T lo, T hi) {
    distinct_.clear();
    lo_ = lo;
    bitmap_ = shortRange(lo, hi, n);
    if (!bitmap_) {
      distinct_.assign(values, values + n);
      std::sort(distinct_.begin(), distinct_.end());
      distinct_.erase(std::unique(distinct_.begin(), distinct_.end()),
                      distinct_.end());
      return;
    }
    const size_t words = size_t(uint64_t(hi - lo) / 64) + 1;
    bits_.assign(words, 0);
    // Runs of values in one word (a block's neighbouring elements touch
    // neighbouring targets) gather their bits in a register: one store per
    // run, not a chain of read-modify-writes through memory.
    size_t word = size_t(uint64_t(values[0] - lo_) / 64);
    uint64_t run = 0;
    for (size_t i = 0; i < n; ++i) {
      const uint64_t r = uint64_t(values[i] - lo_);
      if (r / 64 != word) {
        bits_[word] |= run;
        word = size_t(r / 64);
        run = 0;
      }
      run |= uint64_t(1) << (r % 64);
    }
    bits_[word] |= run;
    // Only the entries of this block's values are written, and only they
    // are read: nothing to clear between blocks.
    if (rankAt_.size() < words * 64)
      rankAt_.resize(words * 64);
    for (size_t w = 0; w < words; ++w)
      for (uint64_t m = bits_[w]; m != 0; m &= m - 1) {
        const size_t r = w * 64 + size_t(std::countr_zero(m));
        rankAt_[r] = int(distinct_.size());
        distinct_.push_back(lo_ + T(r));
      }
  }

  const std::vector<T> &distinct() const { return distinct_; }

  // The index in distinct() of v, one of the values build() was given.
  int rank(T v) const {
    if (!bitmap_)
      return int(std::lower_bound(distinct_.begin(), distinct_.end(), v) -
                 distinct_.begin());
    return rankAt_[size_t(v - lo_)];
  }

private:
  bool bitmap_ = true;
  T lo_ = 0;
  std::vector<uint64_t> bits_;
  std::vector<int> rankAt_; // by value - lo: the value's rank
  std::vector<T> distinct_;
};

} // namespace loom::plan::detail
