// Private: greedy colouring of items (elements or blocks) that conflict when
// they write a common target, using one 64-bit colour mask per target.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

namespace loom::plan::detail {

enum class ColourChoice {
  FirstFit,  // lowest admissible colour
  LeastUsed, // admissible opened colour with fewest items (ties: lowest)
};

// Among the colours whose bits are set in `cand` (not 0), the one with the
// fewest items (counts[colour]); ties go to the lowest.
inline int leastUsed(uint64_t cand, const int64_t *counts) {
  int c = std::countr_zero(cand);
  for (uint64_t rest = cand & (cand - 1); rest != 0; rest &= rest - 1) {
    const int k = std::countr_zero(rest);
    if (counts[k] < counts[c])
      c = k;
  }
  return c;
}

// Colours the items listed in `order`, in that order: colour[item] receives
// its colour. forEachTarget(item, f) calls f(target) for every target the
// item writes. `masks` must be all zero and cover every target; it is all
// zero again on return unless `keepMasks` (the caller drops them: the last
// pass then saves a sweep over every item's targets). A new colour is opened
// only when no opened colour is admissible. Colours go in passes of 64: an
// item for which all 64 colours of a pass are blocked waits for the next
// pass. Returns the number of colours.
template <class ForEachTarget>
int greedyColour(std::vector<int> order, std::vector<uint64_t> &masks,
                 ForEachTarget &&forEachTarget, ColourChoice choice,
                 std::vector<int> &colour, bool keepMasks = false) {
  int base = 0;
  std::vector<int> pending = std::move(order), deferred;
  while (!pending.empty()) {
    int64_t counts[64] = {};
    int opened = 0;
    deferred.clear();
    for (int item : pending) {
      uint64_t used = 0;
      forEachTarget(item, [&](int64_t t) { used |= masks[size_t(t)]; });
      const uint64_t openMask =
          opened == 64 ? ~uint64_t(0) : (uint64_t(1) << opened) - 1;
      uint64_t cand = ~used & openMask;
      int c;
      if (cand == 0) {
        if (opened == 64) {
          deferred.push_back(item);
          continue;
        }
        c = opened++;
      } else if (choice == ColourChoice::FirstFit) {
        c = std::countr_zero(cand);
      } else {
        c = leastUsed(cand, counts);
      }
      ++counts[c];
      colour[size_t(item)] = base + c;
      const uint64_t bit = uint64_t(1) << c;
      forEachTarget(item, [&](int64_t t) { masks[size_t(t)] |= bit; });
    }
    if (!keepMasks || !deferred.empty())
      for (int item : pending)
        forEachTarget(item, [&](int64_t t) { masks[size_t(t)] = 0; });
    base += opened;
    pending.swap(deferred);
  }
  return base;
}

// What greedyColour gives items that write nothing (a loop whose indirect
// arguments are all read): colour 0 for all, one colour (none for no items).
inline int oneColour(size_t nitems, std::vector<int> &colour) {
  colour.assign(nitems, 0);
  return nitems > 0 ? 1 : 0;
}

// Groups items 0..n-1 by colour: offset (ncolours+1) and grouped (n), items
// ascending within a colour.
inline void groupByColour(const std::vector<int> &colour, int ncolours,
                          std::vector<int> &offset, std::vector<int> &grouped) {
  offset.assign(size_t(ncolours) + 1, 0);
  for (int c : colour)
    ++offset[size_t(c) + 1];
  for (int c = 0; c < ncolours; ++c)
    offset[size_t(c) + 1] += offset[size_t(c)];
  grouped.resize(colour.size());
  std::vector<int> next(offset.begin(), offset.end() - 1);
  for (size_t i = 0; i < colour.size(); ++i)
    grouped[size_t(next[size_t(colour[i])]++)] = int(i);
}

} // namespace loom::plan::detail
