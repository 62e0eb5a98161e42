#include "loom/plan/hierarchical_plan.h"

#include "dat_table.h"
#include "data_staging.h"
#include "distinct_ranks.h"
#include "greedy_colouring.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>

namespace loom::plan {

namespace {

// Fills nblocks, blockOffset and elements (ascending within a block).
void formBlocks(const LoopAccess &loop, int blockSize,
                const std::vector<int> *partition, HierarchicalPlan &plan) {
  const int n = loop.setSize;
  if (partition == nullptr) {
    if (blockSize < 1)
      throw std::invalid_argument("loom::plan: block size " +
                                  std::to_string(blockSize) + " < 1");
    plan.blockSize = blockSize;
    // In 64 bits: setSize + blockSize - 1 overflows int for huge blocks.
    plan.nblocks = int((int64_t(n) + blockSize - 1) / blockSize);
    plan.blockOffset.resize(size_t(plan.nblocks) + 1);
    for (int b = 0; b <= plan.nblocks; ++b)
      plan.blockOffset[size_t(b)] =
          int(std::min<int64_t>(int64_t(b) * blockSize, n));
    plan.elements.reserve(size_t(n)); // written once, not zero-filled first
    for (int e = 0; e < n; ++e)
      plan.elements.push_back(e);
    return;
  }
  const std::vector<int> &part = *partition;
  if (part.size() != size_t(n))
    throw std::invalid_argument("loom::plan: partition has " +
                                std::to_string(part.size()) +
                                " entries, set has " + std::to_string(n));
  int maxId = -1;
  for (int e = 0; e < n; ++e) {
    if (part[size_t(e)] < 0)
      throw std::invalid_argument("loom::plan: partition gives element " +
                                  std::to_string(e) + " negative block " +
                                  std::to_string(part[size_t(e)]));
    maxId = std::max(maxId, part[size_t(e)]);
  }
  plan.elements.resize(size_t(n));
  std::vector<int> count(size_t(maxId) + 1, 0);
  for (int id : part)
    ++count[size_t(id)];
  std::vector<int> renumber(count.size(), -1);
  plan.blockSize = 0;
  plan.nblocks = 0;
  plan.blockOffset.assign(1, 0);
  for (size_t id = 0; id < count.size(); ++id) {
    if (count[id] == 0)
      continue;
    renumber[id] = plan.nblocks++;
    plan.blockOffset.push_back(plan.blockOffset.back() + count[id]);
  }
  std::vector<int> next(plan.blockOffset.begin(), plan.blockOffset.end() - 1);
  for (int e = 0; e < n; ++e)
    plan.elements[size_t(next[size_t(renumber[size_t(part[size_t(e)])])]++)] =
        e;
}

// The targets a block's elements write, as block-local ids: one pass per
// written (map, slot) gathers them, column by column (a column's targets
// rise with the elements: runs for DistinctRanks' bitmap); their ranks
// among the block's distinct targets (ascending) are the ids when their
// range is short (DistinctRanks); otherwise a stamp per target (the last
// block that saw it, so nothing is reset between blocks) numbers them in
// order of first touch. Which ids the targets get changes no colour: they
// only name them.
class BlockTargets {
public:
  explicit BlockTargets(const detail::DatTable &table)
      : table_(table), nTargets_(table.nWrittenTargets) {
    for (const detail::WriteSlots &w : table.writes)
      perElement_ += size_t(w.slotEnd - w.slotBegin);
  }

  // Elements elements[0..m) of block b.
  void gather(int b, const int *elements, int m) {
    m_ = size_t(m);
    values_.resize(m_ * perElement_);
    local_.resize(values_.size());
    if (values_.empty()) {
      distinct_ = &values_;
      return;
    }
    int64_t *out = values_.data();
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (const detail::WriteSlots &w : table_.writes)
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
    if (detail::DistinctRanks<int64_t>::shortRange(lo, hi, values_.size())) {
      ranks_.build(values_.data(), values_.size(), lo, hi);
      for (size_t i = 0; i < values_.size(); ++i)
        local_[i] = ranks_.rank(values_[i]);
      distinct_ = &ranks_.distinct();
      return;
    }
    if (seen_.empty())
      seen_.resize(size_t(nTargets_));
    byTouch_.clear();
    for (size_t i = 0; i < values_.size(); ++i) {
      Seen &seen = seen_[size_t(values_[i])];
      if (seen.block != b) {
        seen.block = b;
        seen.local = int(byTouch_.size());
        byTouch_.push_back(values_[i]);
      }
      local_[i] = seen.local;
    }
    distinct_ = &byTouch_;
  }
  // Written (map, slot)s: the columns.
  size_t columns() const { return perElement_; }
  // Column j's local ids, by element of the block.
  const int *local(size_t j) const { return local_.data() + j * m_; }
  // The block's distinct targets (target-space ids).
  const std::vector<int64_t> &distinct() const { return *distinct_; }
  // Whether distinct() is ascending and the local ids are their ranks.
  bool ascending() const { return distinct_ != &byTouch_; }

private:
  struct Seen {
    int block = -1;
    int local = 0;
  };
  const detail::DatTable &table_;
  int64_t nTargets_;
  size_t perElement_ = 0;
  size_t m_ = 0;                // elements of the block
  std::vector<int64_t> values_; // by column, then element
  std::vector<int> local_;
  detail::DistinctRanks<int64_t> ranks_;
  std::vector<Seen> seen_; // allocated on the first block of a long range
  std::vector<int64_t> byTouch_;
  const std::vector<int64_t> *distinct_ = &byTouch_;
};

// First fit over the block's local target ids, in element order: colour[i]
// receives element i's colour; returns the number of colours, or -1 when
// some element finds all 64 colours taken. With 64-bit masks the lowest free
// bit is the first fit: colours open in order, so a bit above the opened
// ones is never set.
int colourThreads(const BlockTargets &targets, int m,
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

// detail::greedyColour's least-used choice over blocks, block by block as
// the thread colouring goes, over each block's distinct targets: the same
// colours as greedyColour's first pass of 64. colour() returns false once
// a block finds all 64 colours taken; the caller then colours all blocks
// with greedyColour. Until a ninth colour opens the masks are one byte per
// target (an eighth of the memory to touch), then 64 bits.
class BlockColours {
public:
  explicit BlockColours(int64_t nTargets)
      : nTargets_(nTargets), narrow_(size_t(nTargets), 0) {}

  bool colour(const std::vector<int64_t> &targets, int &c) {
    const uint64_t used =
        wide_.empty() ? usedBy(narrow_, targets) : usedBy(wide_, targets);
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
      c = std::countr_zero(cand);
      for (uint64_t rest = cand & (cand - 1); rest != 0; rest &= rest - 1) {
        const int k = std::countr_zero(rest);
        if (counts_[k] < counts_[c])
          c = k;
      }
    }
    ++counts_[c];
    if (wide_.empty())
      mark(narrow_, targets, c);
    else
      mark(wide_, targets, c);
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
  static uint64_t usedBy(const std::vector<Mask> &masks,
                         const std::vector<int64_t> &targets) {
    Mask used = 0;
    for (int64_t t : targets)
      used |= masks[size_t(t)];
    return used;
  }
  template <class Mask>
  static void mark(std::vector<Mask> &masks,
                   const std::vector<int64_t> &targets, int c) {
    const Mask bit = Mask(uint64_t(1) << c);
    for (int64_t t : targets)
      masks[size_t(t)] |= bit;
  }

  int64_t nTargets_;
  std::vector<uint8_t> narrow_; // while at most 8 colours are open
  std::vector<uint64_t> wide_;  // from the ninth on
  int64_t counts_[64] = {};
  int opened_ = 0;
};

// The staging list whose (map, slot)s are the columns of BlockTargets'
// gather, all into one written dat (Airfoil's res_calc: res, q and adt
// through both slots of pecell): while the gather's ids are ranks, its
// targets and local indices are the gather's distinct targets (less the
// dat's base) and local ids, written as the blocks are coloured rather
// than gathered again by stageData.
struct ReusedList {
  int list = -1;           // index in the layout; -1: none
  std::vector<int> column; // per map of the list: its column in the gather
  int64_t base = 0;
  bool complete = true; // every block so far gave ascending ranks
};

ReusedList reusableList(const detail::DatTable &table,
                        const detail::StagingLayout &layout) {
  ReusedList reuse;
  std::vector<std::pair<int, int>> columns; // (mapId, slot), gather order
  for (const detail::WriteSlots &w : table.writes) {
    if (w.base != table.writes.front().base)
      return reuse; // two written dats: their targets share no list
    for (int s = w.slotBegin; s < w.slotEnd; ++s)
      columns.emplace_back(w.mapId, s);
  }
  for (size_t l = 0; l < layout.lists.size(); ++l) {
    const std::vector<detail::MapSlot> &slots = layout.lists[l];
    auto inList = [&](std::pair<int, int> c) {
      return std::any_of(slots.begin(), slots.end(),
                         [&](const detail::MapSlot &ms) {
                           return ms.mapId == c.first && ms.slot == c.second;
                         });
    };
    if (!std::all_of(columns.begin(), columns.end(), inList))
      continue;
    reuse.column.clear();
    for (const detail::MapSlot &ms : slots) {
      auto at = std::find(columns.begin(), columns.end(),
                          std::pair<int, int>(ms.mapId, ms.slot));
      if (at == columns.end())
        break;
      reuse.column.push_back(int(at - columns.begin()));
    }
    if (reuse.column.size() == slots.size()) {
      reuse.list = int(l);
      reuse.base = table.writes.front().base;
      return reuse;
    }
  }
  return reuse;
}

// Starts the reused list's arrays (sized for the worst case: address space
// only until used, so they never move while they grow).
void startReusedList(const detail::StagingLayout &layout,
                     const ReusedList &reuse, HierarchicalPlan &plan) {
  StagingList &list = plan.stagingLists[size_t(reuse.list)];
  const size_t npos = plan.elements.size(), nslots = reuse.column.size();
  list.targetOffset.reserve(size_t(plan.nblocks) + 1);
  list.targetOffset.push_back(0);
  list.targets.reserve(npos * nslots);
  for (const detail::MapSlot &ms : layout.lists[size_t(reuse.list)]) {
    list.maps.push_back({ms.mapId, ms.slot, {}});
    list.maps.back().index.reserve(npos);
  }
}

// Block b's part of the reused list; place[i]: element i's position in the
// block.
void fillReusedList(const BlockTargets &targets, int p0, int m,
                    const int *place, ReusedList &reuse, StagingList &list) {
  if (!reuse.complete || !targets.ascending()) {
    reuse.complete = false;
    return;
  }
  const std::vector<int64_t> &distinct = targets.distinct();
  const size_t at = list.targets.size();
  list.targets.resize(at + distinct.size()); // within the reserved size
  for (size_t i = 0; i < distinct.size(); ++i)
    list.targets[at + i] = int(distinct[i] - reuse.base);
  list.targetOffset.push_back(int(list.targets.size()));
  for (size_t k = 0; k < reuse.column.size(); ++k) {
    std::vector<int> &index = list.maps[k].index;
    index.resize(size_t(p0 + m));
    int *out = index.data() + p0;
    const int *local = targets.local(size_t(reuse.column[k]));
    for (int i = 0; i < m; ++i)
      out[place[i]] = local[i];
  }
}

// Thread colours, first fit in ascending element order within each block,
// then the block's positions sorted stably by thread colour; block colours
// over the union of the block's writes, least used, in block order (none
// for uncoloured blocks: their masks are not even allocated).
void colourBlocksAndThreads(const detail::DatTable &table,
                            HierarchicalPlan &plan, ReusedList &reuse) {
  const bool colourBlocks = plan.blockColouring == BlockColouring::Coloured;
  BlockTargets targets(table);
  BlockColours blockColours(colourBlocks ? table.nWrittenTargets : 0);
  bool blocksDone = colourBlocks;
  plan.blockColour.assign(size_t(plan.nblocks), 0);
  std::vector<uint64_t> masks, globalMasks;
  std::vector<int> colour, sorted, count, order, elemColour, place;
  for (int b = 0; b < plan.nblocks; ++b) {
    const int p0 = plan.blockOffset[size_t(b)],
              p1 = plan.blockOffset[size_t(b) + 1];
    int *first = plan.elements.data() + p0;
    const int m = p1 - p0;
    targets.gather(b, first, m);
    if (blocksDone)
      blocksDone =
          blockColours.colour(targets.distinct(), plan.blockColour[size_t(b)]);
    colour.resize(size_t(m));
    int nc = colourThreads(targets, m, masks, colour.data());
    if (nc < 0) { // more than 64 thread colours: passes of 64
      globalMasks.resize(size_t(table.nWrittenTargets), 0);
      elemColour.resize(plan.elements.size());
      order.assign(first, first + m);
      nc = detail::greedyColour(
          order, globalMasks,
          [&](int e, auto &&f) { table.forEachWrite(e, f); },
          detail::ColourChoice::FirstFit, elemColour);
      for (int i = 0; i < m; ++i)
        colour[size_t(i)] = elemColour[size_t(first[i])];
    }
    plan.nthreadColours[size_t(b)] = nc;
    plan.threadColour.resize(size_t(p1)); // this block's part, in cache
    count.assign(size_t(nc) + 1, 0);
    for (int i = 0; i < m; ++i)
      ++count[size_t(colour[size_t(i)]) + 1];
    for (int c = 0; c < nc; ++c) {
      // Colour c's positions: [count[c], count[c+1]) once summed.
      count[size_t(c) + 1] += count[size_t(c)];
      std::fill(plan.threadColour.begin() + p0 + count[size_t(c)],
                plan.threadColour.begin() + p0 + count[size_t(c) + 1], c);
    }
    sorted.resize(size_t(m));
    place.resize(size_t(m));
    for (int i = 0; i < m; ++i) {
      const int at = count[size_t(colour[size_t(i)])]++;
      sorted[size_t(at)] = first[i];
      place[size_t(i)] = at;
    }
    std::copy(sorted.begin(), sorted.end(), first);
    if (reuse.list >= 0)
      fillReusedList(targets, p0, m, place.data(), reuse,
                     plan.stagingLists[size_t(reuse.list)]);
  }
  if (!colourBlocks) {
    plan.nblockColours =
        detail::oneColour(size_t(plan.nblocks), plan.blockColour);
    return;
  }
  if (blocksDone) {
    plan.nblockColours = blockColours.opened();
    return;
  }
  // Some block found 64 colours taken: greedyColour's passes of 64.
  std::vector<int> blocks(size_t(plan.nblocks));
  std::iota(blocks.begin(), blocks.end(), 0);
  auto blockWrites = [&](int b, auto &&f) {
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p)
      table.forEachWrite(plan.elements[size_t(p)], f);
  };
  plan.nblockColours = detail::greedyColour(
      std::move(blocks), blockColours.clearedMasks(), blockWrites,
      detail::ColourChoice::LeastUsed, plan.blockColour, true);
}

} // namespace

HierarchicalPlan buildHierarchicalPlan(const LoopAccess &loop, int blockSize,
                                       StagingMode staging,
                                       const std::vector<int> *partition,
                                       BlockColouring blocks) {
  checkLoopAccess(loop);
  const detail::DatTable table(loop);
  HierarchicalPlan plan;
  plan.staging = staging;
  plan.blockColouring = blocks;
  formBlocks(loop, blockSize, partition, plan);
  const size_t n = size_t(loop.setSize);
  plan.nthreadColours.assign(size_t(plan.nblocks), 0);
  const detail::StagingLayout layout =
      detail::stagingLayout(loop, table, staging);
  plan.stagingLists.resize(layout.lists.size());
  int prefilled = -1;
  if (table.writes.empty()) {
    // Nothing written through a map: one colour, the order kept.
    for (int b = 0; b < plan.nblocks; ++b)
      plan.nthreadColours[size_t(b)] =
          plan.blockOffset[size_t(b) + 1] > plan.blockOffset[size_t(b)];
    plan.threadColour.assign(n, 0);
    plan.nblockColours =
        detail::oneColour(size_t(plan.nblocks), plan.blockColour);
  } else {
    plan.threadColour.reserve(n); // grown block by block
    ReusedList reuse = reusableList(table, layout);
    if (reuse.list >= 0)
      startReusedList(layout, reuse, plan);
    colourBlocksAndThreads(table, plan, reuse);
    if (reuse.list >= 0 && reuse.complete)
      prefilled = reuse.list;
  }
  detail::groupByColour(plan.blockColour, plan.nblockColours, plan.colourOffset,
                        plan.colourBlocks);

  detail::stageData(layout, plan, prefilled);
  return plan;
}

} // namespace loom::plan
