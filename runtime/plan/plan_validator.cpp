#include "loom/plan/plan_validator.h"

#include "dat_table.h"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>

namespace loom::plan {

namespace {

using detail::DatTable;
using std::to_string;

// Checks that offset/grouped list every item 0..nitems-1 exactly once, under
// the colour colour[item]. `name` describes an item in messages.
std::string checkColourGroups(const std::vector<int> &colour, int ncolours,
                              const std::vector<int> &offset,
                              const std::vector<int> &grouped, int nitems,
                              const std::function<std::string(int)> &name,
                              const char *label) {
  if (colour.size() != size_t(nitems))
    return std::string(label) + " has " + to_string(colour.size()) +
           " entries for " + to_string(nitems) + " items";
  if (ncolours < 0 || offset.size() != size_t(ncolours) + 1 || offset[0] != 0)
    return "colour offsets malformed: " + to_string(offset.size()) +
           " entries for " + to_string(ncolours) + " colours";
  for (int c = 0; c < ncolours; ++c)
    if (offset[size_t(c) + 1] < offset[size_t(c)] ||
        size_t(offset[size_t(c) + 1]) > grouped.size())
      return "colour offsets malformed at colour " + to_string(c);
  std::vector<int> seenIn(size_t(nitems), -1);
  for (int c = 0; c < ncolours; ++c) {
    for (int i = offset[size_t(c)]; i < offset[size_t(c) + 1]; ++i) {
      const int item = grouped[size_t(i)];
      if (item < 0 || item >= nitems)
        return "colour " + to_string(c) + " lists item " + to_string(item) +
               ", outside [0, " + to_string(nitems) + ")";
      if (seenIn[size_t(item)] >= 0)
        return name(item) + " runs more than once (colours " +
               to_string(seenIn[size_t(item)]) + " and " + to_string(c) + ")";
      seenIn[size_t(item)] = c;
      if (colour[size_t(item)] != c)
        return name(item) + " is listed under colour " + to_string(c) +
               " but has colour " + to_string(colour[size_t(item)]);
    }
  }
  for (int item = 0; item < nitems; ++item)
    if (seenIn[size_t(item)] < 0)
      return name(item) + " never runs (colour " +
             to_string(colour[size_t(item)]) + " does not list it)";
  return {};
}

std::string elementName(int e) { return "element " + to_string(e); }

// "block b (elements ...)": its element range, or its first elements when the
// block runs a permutation.
std::function<std::string(int)> blockName(const std::vector<int> &offset,
                                          const int *elements) {
  return [&offset, elements](int b) {
    const int p0 = offset[size_t(b)], p1 = offset[size_t(b) + 1];
    std::string s = "block " + to_string(b) + " (elements ";
    if (p1 <= p0)
      return s + "none)";
    if (elements == nullptr)
      return s + to_string(p0) + ".." + to_string(p1 - 1) + ")";
    for (int p = p0; p < p1 && p < p0 + 4; ++p) {
      if (p > p0)
        s += ' ';
      s += to_string(elements[size_t(p)]);
    }
    return s + (p1 - p0 > 4 ? " ...)" : ")");
  };
}

// Checks a block offset array covering [0, n).
std::string checkBlockOffsets(const std::vector<int> &offset, int nblocks,
                              int n) {
  if (nblocks < 0 || offset.size() != size_t(nblocks) + 1)
    return "block offsets have " + to_string(offset.size()) + " entries for " +
           to_string(nblocks) + " blocks";
  if (offset.front() != 0)
    return "block 0 starts at " + to_string(offset.front()) + ", elements 0.." +
           to_string(offset.front() - 1) + " never run";
  for (int b = 0; b < nblocks; ++b)
    if (offset[size_t(b) + 1] < offset[size_t(b)])
      return "block " + to_string(b) + " has negative size";
  if (offset.back() != n)
    return "blocks cover " + to_string(offset.back()) + " elements, set has " +
           to_string(n);
  return {};
}

// Detects two different owners writing one target under the same stamp.
class RaceTracker {
public:
  explicit RaceTracker(int64_t ntargets)
      : stamp_(size_t(ntargets), -1), owner_(size_t(ntargets), -1),
        elem_(size_t(ntargets), -1) {}
  // Returns false (and sets other*) on a conflict.
  bool record(int64_t t, int64_t stamp, int owner, int elem) {
    if (stamp_[size_t(t)] == stamp && owner_[size_t(t)] != owner) {
      otherOwner = owner_[size_t(t)];
      otherElem = elem_[size_t(t)];
      return false;
    }
    stamp_[size_t(t)] = stamp;
    owner_[size_t(t)] = owner;
    elem_[size_t(t)] = elem;
    return true;
  }
  int otherOwner = -1, otherElem = -1;

private:
  std::vector<int64_t> stamp_;
  std::vector<int> owner_, elem_;
};

// Runs every element of every block of colour c (blocks grouped by colour)
// and reports two blocks of one colour writing one target.
template <class ElementAt>
std::string checkBlockRaces(const DatTable &table, int ncolours,
                            const std::vector<int> &colourOffset,
                            const std::vector<int> &colourBlocks,
                            const std::vector<int> &blockOffset,
                            ElementAt &&elementAt) {
  RaceTracker tracker(table.nWrittenTargets);
  for (int c = 0; c < ncolours; ++c) {
    for (int i = colourOffset[size_t(c)]; i < colourOffset[size_t(c) + 1];
         ++i) {
      const int b = colourBlocks[size_t(i)];
      for (int p = blockOffset[size_t(b)]; p < blockOffset[size_t(b) + 1];
           ++p) {
        const int e = elementAt(p);
        std::string msg;
        table.forEachWrite(e, [&](int64_t t) {
          if (msg.empty() && !tracker.record(t, c, b, e))
            msg = "race: blocks " + to_string(tracker.otherOwner) + " and " +
                  to_string(b) + " (block colour " + to_string(c) +
                  "), elements " + to_string(tracker.otherElem) + " and " +
                  to_string(e) + ", both write " + table.describeTarget(t);
        });
        if (!msg.empty())
          return msg;
      }
    }
  }
  return {};
}

std::string guarded(const LoopAccess &loop) {
  try {
    checkLoopAccess(loop);
  } catch (const std::invalid_argument &err) {
    return err.what();
  }
  return {};
}

} // namespace

std::string validate(const LoopAccess &loop, const GlobalPlan &plan) {
  if (std::string msg = guarded(loop); !msg.empty())
    return msg;
  const int n = loop.setSize;
  if (std::string msg = checkColourGroups(
          plan.elementColour, plan.ncolours, plan.colourOffset,
          plan.colourElements, n, elementName, "elementColour");
      !msg.empty())
    return msg;
  const DatTable table(loop);
  RaceTracker tracker(table.nWrittenTargets);
  for (int c = 0; c < plan.ncolours; ++c) {
    for (int i = plan.colourOffset[size_t(c)];
         i < plan.colourOffset[size_t(c) + 1]; ++i) {
      const int e = plan.colourElements[size_t(i)];
      std::string msg;
      table.forEachWrite(e, [&](int64_t t) {
        if (msg.empty() && !tracker.record(t, c, e, e))
          msg = "race: elements " + to_string(tracker.otherElem) + " and " +
                to_string(e) + " (colour " + to_string(c) + ") both write " +
                table.describeTarget(t);
      });
      if (!msg.empty())
        return msg;
    }
  }
  return {};
}

std::string validate(const LoopAccess &loop, const BlockPlan &plan) {
  if (std::string msg = guarded(loop); !msg.empty())
    return msg;
  if (std::string msg =
          checkBlockOffsets(plan.blockOffset, plan.nblocks, loop.setSize);
      !msg.empty())
    return msg;
  if (std::string msg = checkColourGroups(
          plan.blockColour, plan.ncolours, plan.colourOffset, plan.colourBlocks,
          plan.nblocks, blockName(plan.blockOffset, nullptr), "blockColour");
      !msg.empty())
    return msg;
  const DatTable table(loop);
  return checkBlockRaces(table, plan.ncolours, plan.colourOffset,
                         plan.colourBlocks, plan.blockOffset,
                         [](int p) { return p; });
}

namespace {

std::string checkStaging(const LoopAccess &loop, const DatTable &table,
                         const HierarchicalPlan &plan) {
  size_t next = 0;
  for (const detail::DatInfo &info : table.dats) {
    const bool want = plan.staging == StagingMode::All || info.written;
    const bool have =
        next < plan.staged.size() && plan.staged[next].datId == info.datId;
    if (want != have)
      return "dat " + to_string(info.datId) +
             (want ? " is not staged" : " is staged") + " under staging mode " +
             toString(plan.staging);
    if (!have)
      continue;
    const StagedDat &staged = plan.staged[next++];
    const std::string dat = "staged dat " + to_string(staged.datId);
    if (staged.list < 0 || size_t(staged.list) >= plan.stagingLists.size())
      return dat + ": staging list " + to_string(staged.list) + " of " +
             to_string(plan.stagingLists.size());
    const StagingList &sd = plan.stagingOf(staged);
    if (sd.targetOffset.size() != size_t(plan.nblocks) + 1 ||
        sd.targetOffset[0] != 0 ||
        size_t(sd.targetOffset.back()) != sd.targets.size())
      return dat + ": target offsets malformed";
    for (int b = 0; b < plan.nblocks; ++b) {
      const int t0 = sd.targetOffset[size_t(b)],
                t1 = sd.targetOffset[size_t(b) + 1];
      if (t1 < t0)
        return dat + ": block " + to_string(b) + " has negative target count";
      for (int i = t0; i < t1; ++i) {
        const int t = sd.targets[size_t(i)];
        if (t < 0 || t >= info.toSize ||
            (i > t0 && t <= sd.targets[size_t(i) - 1]))
          return dat + ": block " + to_string(b) +
                 " targets not unique, ascending and in range at " +
                 to_string(t);
      }
    }
    for (int a : info.accesses) {
      const IndirectAccess &acc = loop.accesses[size_t(a)];
      auto [sb, se] = detail::slotRange(acc);
      for (int s = sb; s < se; ++s) {
        const auto lm = std::find_if(
            sd.maps.begin(), sd.maps.end(), [&](const LocalMap &m) {
              return m.mapId == acc.mapId && m.slot == s;
            });
        if (lm == sd.maps.end())
          return dat + ": no local map for map " + to_string(acc.mapId) +
                 " slot " + to_string(s);
        if (lm->index.size() != plan.elements.size())
          return dat + ": local map " + to_string(acc.mapId) + "/" +
                 to_string(s) + " has wrong size";
        for (int b = 0; b < plan.nblocks; ++b) {
          const int t0 = sd.targetOffset[size_t(b)],
                    nt = sd.targetOffset[size_t(b) + 1] - t0;
          for (int p = plan.blockOffset[size_t(b)];
               p < plan.blockOffset[size_t(b) + 1]; ++p) {
            const int e = plan.elements[size_t(p)];
            const int li = lm->index[size_t(p)];
            const int want = acc.map[size_t(e) * size_t(acc.dim) + size_t(s)];
            if (li < 0 || li >= nt || sd.targets[size_t(t0 + li)] != want)
              return dat + ": element " + to_string(e) + " (block " +
                     to_string(b) + ") map " + to_string(acc.mapId) + " slot " +
                     to_string(s) + " local index " + to_string(li) +
                     " does not stage element " + to_string(want);
          }
        }
      }
    }
  }
  if (next != plan.staged.size())
    return "staged dat " + to_string(plan.staged[next].datId) +
           " is not an indirectly accessed dat of the loop (or out of order)";
  return {};
}

} // namespace

std::string validate(const LoopAccess &loop, const HierarchicalPlan &plan) {
  if (std::string msg = guarded(loop); !msg.empty())
    return msg;
  const int n = loop.setSize;
  if (std::string msg = checkBlockOffsets(plan.blockOffset, plan.nblocks, n);
      !msg.empty())
    return msg;
  if (plan.elements.size() != size_t(n) ||
      plan.threadColour.size() != size_t(n) ||
      plan.nthreadColours.size() != size_t(plan.nblocks))
    return "elements/threadColour/nthreadColours have wrong sizes";
  std::vector<int> seenAt(size_t(n), -1);
  for (int p = 0; p < n; ++p) {
    const int e = plan.elements[size_t(p)];
    if (e < 0 || e >= n)
      return "position " + to_string(p) + " holds element " + to_string(e) +
             ", outside [0, " + to_string(n) + ")";
    if (seenAt[size_t(e)] >= 0)
      return "element " + to_string(e) + " runs more than once (positions " +
             to_string(seenAt[size_t(e)]) + " and " + to_string(p) + ")";
    seenAt[size_t(e)] = p;
  }
  // A permutation of [0, n) with n entries: nothing is missing.
  if (std::string msg = checkColourGroups(
          plan.blockColour, plan.nblockColours, plan.colourOffset,
          plan.colourBlocks, plan.nblocks,
          blockName(plan.blockOffset, plan.elements.data()), "blockColour");
      !msg.empty())
    return msg;
  const DatTable table(loop);
  if (plan.blockColouring == BlockColouring::Uncoloured) {
    // Blocks may write the same targets (their results are added
    // atomically), but are not coloured: one colour holds them all.
    if (plan.nblockColours != (plan.nblocks > 0 ? 1 : 0))
      return "uncoloured blocks in " + to_string(plan.nblockColours) +
             " block colours";
  } else if (std::string msg = checkBlockRaces(
                 table, plan.nblockColours, plan.colourOffset,
                 plan.colourBlocks, plan.blockOffset,
                 [&](int p) { return plan.elements[size_t(p)]; });
             !msg.empty()) {
    return msg;
  }
  // Threads of one block and one thread colour: stamp = running (block,
  // thread colour) id.
  RaceTracker tracker(table.nWrittenTargets);
  int64_t base = 0;
  for (int b = 0; b < plan.nblocks; ++b) {
    const int ntc = plan.nthreadColours[size_t(b)];
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p) {
      const int e = plan.elements[size_t(p)];
      const int tc = plan.threadColour[size_t(p)];
      if (tc < 0 || tc >= ntc)
        return "element " + to_string(e) + " (block " + to_string(b) +
               ") has thread colour " + to_string(tc) + ", block has " +
               to_string(ntc);
      std::string msg;
      table.forEachWrite(e, [&](int64_t t) {
        if (msg.empty() && !tracker.record(t, base + tc, e, e))
          msg = "race: elements " + to_string(tracker.otherElem) + " and " +
                to_string(e) + " of block " + to_string(b) +
                " (thread colour " + to_string(tc) + ") both write " +
                table.describeTarget(t);
      });
      if (!msg.empty())
        return msg;
    }
    base += ntc;
  }
  return checkStaging(loop, table, plan);
}

} // namespace loom::plan
