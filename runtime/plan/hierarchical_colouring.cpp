#include "loom/plan/hierarchical_plan.h"

#include "block_chunks.h"
#include "block_colours.h"
#include "block_targets.h"
#include "dat_table.h"
#include "data_staging.h"
#include "greedy_colouring.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>

namespace loom::plan {

namespace {

// Fewer elements than this are numbered by one thread.
constexpr int kParallelFromElements = 1 << 16;

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
    // Not zero-filled first: each thread first touches the part it writes.
    plan.elements.resize(size_t(n));
    int *elements = plan.elements.data();
#pragma omp parallel for schedule(static) if (n > kParallelFromElements)
    for (int e = 0; e < n; ++e)
      elements[e] = e;
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

// The staging list whose (map, slot)s are the columns of BlockTargets'
// gather, all into one written dat (Airfoil's res_calc: res, q and adt
// through both slots of pecell): its targets and local indices are the
// gather's distinct targets (less the dat's base) and local ids, written as
// the blocks are coloured rather than gathered again by stageData.
struct ReusedList {
  int list = -1;           // index in the layout; -1: none
  std::vector<int> column; // per map of the list: its column in the gather
  int64_t base = 0;
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

// Block b's block-local indices in the reused list, at its own positions
// p0 + place[i] (element i of the block).
void writeReusedIndices(const detail::BlockTargets &targets, int p0, int m,
                        const int *place, const ReusedList &reuse,
                        StagingList &list) {
  for (size_t k = 0; k < reuse.column.size(); ++k) {
    int *out = list.maps[k].index.data() + p0;
    const int *local = targets.local(size_t(reuse.column[k]));
    for (int i = 0; i < m; ++i)
      out[place[i]] = local[i];
  }
}

// One thread's scratch for the blocks it colours.
struct BlockScratch {
  explicit BlockScratch(const detail::DatTable &table) : targets(table) {}
  detail::BlockTargets targets;
  std::vector<uint64_t> masks;
  std::vector<int> colour, count, sorted, place;
};

// Sorts block [p0, p0 + m)'s positions stably by thread colour (s.colour[i]:
// element i's, nc colours): writes the block's elements and thread colours,
// and s.place[i], element i's new position in the block.
void sortByColour(HierarchicalPlan &plan, int p0, int m, int nc,
                  BlockScratch &s) {
  int *first = plan.elements.data() + p0;
  int *threadColour = plan.threadColour.data() + p0;
  s.count.assign(size_t(nc) + 1, 0);
  for (int i = 0; i < m; ++i)
    ++s.count[size_t(s.colour[size_t(i)]) + 1];
  for (int c = 0; c < nc; ++c) {
    // Colour c's positions: [count[c], count[c+1]) once summed.
    s.count[size_t(c) + 1] += s.count[size_t(c)];
    std::fill(threadColour + s.count[size_t(c)],
              threadColour + s.count[size_t(c) + 1], c);
  }
  s.sorted.resize(size_t(m));
  s.place.resize(size_t(m));
  for (int i = 0; i < m; ++i) {
    const int at = s.count[size_t(s.colour[size_t(i)])]++;
    s.sorted[size_t(at)] = first[i];
    s.place[size_t(i)] = at;
  }
  std::copy(s.sorted.begin(), s.sorted.end(), first);
}

// Block b's thread colours (s.colour, nc of them) put in place: its
// positions sorted by them, and its indices in the reused list.
void placeThreads(int b, int nc, const ReusedList &reuse,
                  HierarchicalPlan &plan, BlockScratch &s) {
  const int p0 = plan.blockOffset[size_t(b)],
            m = plan.blockOffset[size_t(b) + 1] - p0;
  plan.nthreadColours[size_t(b)] = nc;
  sortByColour(plan, p0, m, nc, s);
  if (reuse.list >= 0)
    writeReusedIndices(s.targets, p0, m, s.place.data(), reuse,
                       plan.stagingLists[size_t(reuse.list)]);
}

// The thread colours of a block that found all 64 first-fit colours taken:
// greedyColour's passes of 64, over masks of every written target (all
// zero before and after), colours by element in elemColour (both kept for
// the next such block).
void placeWideThreads(const detail::DatTable &table, int b,
                      const ReusedList &reuse, HierarchicalPlan &plan,
                      BlockScratch &s, std::vector<uint64_t> &masks,
                      std::vector<int> &elemColour) {
  const int p0 = plan.blockOffset[size_t(b)],
            m = plan.blockOffset[size_t(b) + 1] - p0;
  const int *first = plan.elements.data() + p0;
  s.targets.gather(first, m);
  masks.resize(size_t(table.nWrittenTargets), 0);
  elemColour.resize(plan.elements.size());
  const int nc = detail::greedyColour(
      std::vector<int>(first, first + m), masks,
      [&](int e, auto &&f) { table.forEachWrite(e, f); },
      detail::ColourChoice::FirstFit, elemColour);
  s.colour.resize(size_t(m));
  for (int i = 0; i < m; ++i)
    s.colour[size_t(i)] = elemColour[size_t(first[i])];
  placeThreads(b, nc, reuse, plan, s);
}

// What a chunk of blocks leaves for the steps that follow block order.
struct ChunkResult {
  PlanArray distinct;    // its blocks' distinct written targets, less base
  std::vector<int> wide; // its blocks of more than 64 thread colours
};

// Block colours over the union of each block's writes, least used, in
// block order (none for uncoloured blocks: their masks are not even
// allocated).
void colourBlocks(const detail::DatTable &table, int64_t base,
                  const detail::BlockChunks &chunks,
                  const std::vector<ChunkResult> &results,
                  const std::vector<int> &ndistinct, HierarchicalPlan &plan) {
  plan.blockColour.assign(size_t(plan.nblocks), 0);
  if (plan.blockColouring == BlockColouring::Uncoloured) {
    plan.nblockColours =
        detail::oneColour(size_t(plan.nblocks), plan.blockColour);
    return;
  }
  detail::BlockColours colours(table.nWrittenTargets, base);
  auto firstPass = [&] {
    for (int c = 0; c < chunks.count(); ++c) {
      const int *targets = results[size_t(c)].distinct.data();
      for (int b = chunks.begin(c); b < chunks.end(c); ++b) {
        const size_t n = size_t(ndistinct[size_t(b)]);
        if (!colours.colour(targets, n, plan.blockColour[size_t(b)]))
          return false;
        targets += n;
      }
    }
    return true;
  };
  if (firstPass()) {
    plan.nblockColours = colours.opened();
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
      std::move(blocks), colours.clearedMasks(), blockWrites,
      detail::ColourChoice::LeastUsed, plan.blockColour, true);
}

// Thread colours in every block, and the block colours. Blocks are shared
// among threads in contiguous chunks (BlockChunks): each block's thread
// colours, sorted positions and reused-list indices are written by the
// thread that gathers it; block colours and the reused list's targets then
// follow block order from the chunks' results.
void colourBlocksAndThreads(const detail::DatTable &table,
                            const detail::StagingLayout &layout,
                            const ReusedList &reuse, HierarchicalPlan &plan) {
  if (table.nWrittenTargets > INT_MAX)
    throw std::invalid_argument(
        "loom::plan: the loop writes " + std::to_string(table.nWrittenTargets) +
        " elements through maps, more than a hierarchical plan numbers (2^31 - "
        "1)");
  // The chunks' targets less `base`: the reused list's own targets.
  const int64_t base = reuse.list >= 0 ? reuse.base : 0;
  const size_t npos = plan.elements.size();
  plan.threadColour.resize(npos); // each block writes its own part
  if (reuse.list >= 0)
    detail::addLocalMaps(layout.lists[size_t(reuse.list)], npos,
                         plan.stagingLists[size_t(reuse.list)]);
  const detail::BlockChunks chunks(plan.nblocks);
  std::vector<ChunkResult> results(size_t(chunks.count()));
  std::vector<int> ndistinct(size_t(plan.nblocks));
  chunks.forEach([&](int c) {
    BlockScratch s(table);
    ChunkResult &r = results[size_t(c)];
    // At most one target per position and column: reserved (address space
    // only until used), so the targets are never copied as they grow.
    r.distinct.reserve(s.targets.columns() *
                       size_t(plan.blockOffset[size_t(chunks.end(c))] -
                              plan.blockOffset[size_t(chunks.begin(c))]));
    for (int b = chunks.begin(c); b < chunks.end(c); ++b) {
      const int p0 = plan.blockOffset[size_t(b)],
                m = plan.blockOffset[size_t(b) + 1] - p0;
      s.targets.gather(plan.elements.data() + p0, m);
      const std::vector<int64_t> &distinct = s.targets.distinct();
      ndistinct[size_t(b)] = int(distinct.size());
      for (int64_t t : distinct)
        r.distinct.push_back(int(t - base));
      s.colour.resize(size_t(m));
      const int nc =
          detail::colourThreads(s.targets, m, s.masks, s.colour.data());
      if (nc < 0)
        r.wide.push_back(b); // coloured below, one at a time
      else
        placeThreads(b, nc, reuse, plan, s);
    }
  });
  BlockScratch s(table);
  std::vector<uint64_t> masks;
  std::vector<int> elemColour;
  for (const ChunkResult &r : results)
    for (int b : r.wide)
      placeWideThreads(table, b, reuse, plan, s, masks, elemColour);
  colourBlocks(table, base, chunks, results, ndistinct, plan);
  if (reuse.list >= 0) {
    std::vector<PlanArray> parts;
    for (ChunkResult &r : results)
      parts.push_back(std::move(r.distinct));
    StagingList &list = plan.stagingLists[size_t(reuse.list)];
    detail::concatenate(chunks, parts, ndistinct, list.targetOffset,
                        list.targets);
  }
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
    plan.threadColour.resize(n);
    int *threadColour = plan.threadColour.data();
#pragma omp parallel for schedule(static) if (n > size_t(kParallelFromElements))
    for (size_t p = 0; p < n; ++p)
      threadColour[p] = 0;
    plan.nblockColours =
        detail::oneColour(size_t(plan.nblocks), plan.blockColour);
  } else {
    const ReusedList reuse = reusableList(table, layout);
    colourBlocksAndThreads(table, layout, reuse, plan);
    prefilled = reuse.list;
  }
  detail::groupByColour(plan.blockColour, plan.nblockColours, plan.colourOffset,
                        plan.colourBlocks);

  detail::stageData(layout, plan, prefilled);
  return plan;
}

} // namespace loom::plan
