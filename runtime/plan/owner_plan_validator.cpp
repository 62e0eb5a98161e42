// validate() for owner-computes plans: the plan's arrays, every element run,
// every written slot of every element kept by exactly one run, and every
// written target written by one block only.
#include "loom/plan/plan_validator.h"

#include "dat_table.h"

#include <stdexcept>
#include <string>

namespace loom::plan {

namespace {

using std::to_string;

std::string checkShape(const LoopAccess &loop, const OwnerPlan &plan) {
  if (plan.nblocks < 0 || plan.blockOffset.size() != size_t(plan.nblocks) + 1)
    return "block offsets have " + to_string(plan.blockOffset.size()) +
           " entries for " + to_string(plan.nblocks) + " blocks";
  if (plan.blockOffset.front() != 0)
    return "block 0 starts at position " + to_string(plan.blockOffset.front());
  for (int b = 0; b < plan.nblocks; ++b)
    if (plan.blockOffset[size_t(b) + 1] < plan.blockOffset[size_t(b)])
      return "block " + to_string(b) + " has negative size";
  if (size_t(plan.blockOffset.back()) != plan.elements.size() ||
      plan.owned.size() != plan.elements.size())
    return "blocks cover " + to_string(plan.blockOffset.back()) +
           " positions, the plan lists " + to_string(plan.elements.size()) +
           " elements and " + to_string(plan.owned.size()) + " ownership masks";
  for (int b = 0; b < plan.nblocks; ++b)
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p) {
      const int e = plan.elements[size_t(p)];
      if (e < 0 || e >= loop.setSize)
        return "block " + to_string(b) + " runs element " + to_string(e) +
               ", outside [0, " + to_string(loop.setSize) + ")";
      if (p > plan.blockOffset[size_t(b)] && plan.elements[size_t(p) - 1] >= e)
        return "block " + to_string(b) + " runs element " + to_string(e) +
               " after element " + to_string(plan.elements[size_t(p) - 1]) +
               " (not in ascending order)";
    }
  return {};
}

// The target-space id (DatTable) of each written slot's access.
std::vector<int64_t> slotBases(const LoopAccess &loop,
                               const detail::DatTable &table,
                               const std::vector<WriteSlot> &slots) {
  std::vector<int64_t> base;
  for (const WriteSlot &s : slots)
    for (const detail::DatInfo &info : table.dats)
      if (info.datId == loop.accesses[size_t(s.access)].datId)
        base.push_back(info.targetBase);
  return base;
}

} // namespace

std::string validate(const LoopAccess &loop, const OwnerPlan &plan) {
  try {
    checkLoopAccess(loop);
  } catch (const std::invalid_argument &err) {
    return err.what();
  }
  if (std::string msg = checkShape(loop, plan); !msg.empty())
    return msg;
  const std::vector<WriteSlot> slots = writeSlots(loop);
  if (slots.size() > size_t(kMaxOwnerWriteSlots))
    return "the loop has " + to_string(slots.size()) + " written slots, " +
           "more than an ownership mask holds";
  const uint64_t all =
      slots.size() == 64 ? ~uint64_t(0) : (uint64_t(1) << slots.size()) - 1;
  const detail::DatTable table(loop);
  const std::vector<int64_t> base = slotBases(loop, table, slots);
  std::vector<uint64_t> kept(size_t(loop.setSize), 0);
  std::vector<int> runs(size_t(loop.setSize), 0);
  std::vector<int> writer(size_t(table.nWrittenTargets), -1);
  std::vector<int> writerElement(size_t(table.nWrittenTargets), -1);
  for (int b = 0; b < plan.nblocks; ++b)
    for (int p = plan.blockOffset[size_t(b)];
         p < plan.blockOffset[size_t(b) + 1]; ++p) {
      const int e = plan.elements[size_t(p)];
      const uint64_t own = plan.owned[size_t(p)];
      ++runs[size_t(e)];
      if (own & ~all)
        return "element " + to_string(e) + " in block " + to_string(b) +
               " keeps a write slot the loop does not have";
      if (own & kept[size_t(e)])
        return "element " + to_string(e) + " keeps one write twice (the " +
               "second time in block " + to_string(b) + ")";
      kept[size_t(e)] |= own;
      for (size_t j = 0; j < slots.size(); ++j) {
        if (!(own >> j & 1))
          continue;
        const IndirectAccess &a = loop.accesses[size_t(slots[j].access)];
        const int64_t t =
            base[j] + a.map[size_t(e) * size_t(a.dim) + size_t(slots[j].slot)];
        if (writer[size_t(t)] >= 0 && writer[size_t(t)] != b)
          return "race: blocks " + to_string(writer[size_t(t)]) + " (element " +
                 to_string(writerElement[size_t(t)]) + ") and " + to_string(b) +
                 " (element " + to_string(e) + ") both write " +
                 table.describeTarget(t);
        writer[size_t(t)] = b;
        writerElement[size_t(t)] = e;
      }
    }
  for (int e = 0; e < loop.setSize; ++e) {
    if (runs[size_t(e)] == 0)
      return "element " + to_string(e) + " never runs";
    if (kept[size_t(e)] != all)
      return "element " + to_string(e) + " has a write no run keeps";
  }
  return {};
}

} // namespace loom::plan
