#include "loom/plan/owner_plan.h"

#include "loom/plan/plan_stats.h"

#include "block_offsets.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace loom::plan {

std::vector<WriteSlot> writeSlots(const LoopAccess &loop) {
  std::vector<WriteSlot> slots;
  for (size_t i = 0; i < loop.accesses.size(); ++i) {
    const IndirectAccess &a = loop.accesses[i];
    if (!a.writes)
      continue;
    const int first = a.idx < 0 ? 0 : a.idx;
    const int last = a.idx < 0 ? a.dim : a.idx + 1;
    for (int s = first; s < last; ++s)
      slots.push_back({int(i), s});
  }
  return slots;
}

namespace {

// The block owning target t of a dat of toSize elements.
int ownerOf(int t, int toSize, int nblocks) {
  return int(int64_t(t) * nblocks / toSize);
}

// Calls f(block, bits) for each block that owns a target of element e, in
// ascending block order, with the bits of the slots it owns.
template <class F>
void forEachOwner(const LoopAccess &loop, const std::vector<WriteSlot> &slots,
                  int nblocks, int e, std::vector<int> &blocks,
                  std::vector<uint64_t> &bits, F &&f) {
  blocks.clear();
  bits.clear();
  for (size_t j = 0; j < slots.size(); ++j) {
    const IndirectAccess &a = loop.accesses[size_t(slots[j].access)];
    const int t = a.map[size_t(e) * size_t(a.dim) + size_t(slots[j].slot)];
    const int b = ownerOf(t, a.toSize, nblocks);
    const auto at = std::find(blocks.begin(), blocks.end(), b);
    if (at == blocks.end()) {
      blocks.push_back(b);
      bits.push_back(uint64_t(1) << j);
    } else {
      bits[size_t(at - blocks.begin())] |= uint64_t(1) << j;
    }
  }
  for (size_t i = 0; i < blocks.size(); ++i)
    f(blocks[i], bits[i]);
}

} // namespace

OwnerPlan buildOwnerPlan(const LoopAccess &loop, int blockSize) {
  if (blockSize < 1)
    throw std::invalid_argument("loom::plan: block size " +
                                std::to_string(blockSize) + " < 1");
  checkLoopAccess(loop);
  const std::vector<WriteSlot> slots = writeSlots(loop);
  if (slots.size() > size_t(kMaxOwnerWriteSlots))
    throw std::invalid_argument(
        "loom::plan: an owner-computes plan takes at most " +
        std::to_string(kMaxOwnerWriteSlots) + " written slots, the loop has " +
        std::to_string(slots.size()));
  OwnerPlan plan;
  plan.blockSize = blockSize;
  plan.nblocks = int((int64_t(loop.setSize) + blockSize - 1) / blockSize);
  plan.blockOffset.assign(size_t(plan.nblocks) + 1, 0);
  if (slots.empty()) {
    for (int b = 0; b <= plan.nblocks; ++b)
      plan.blockOffset[size_t(b)] =
          int(std::min<int64_t>(int64_t(b) * blockSize, loop.setSize));
    plan.elements.resize(size_t(loop.setSize));
    for (int e = 0; e < loop.setSize; ++e)
      plan.elements[size_t(e)] = e;
    plan.owned.assign(size_t(loop.setSize), 0);
    return plan;
  }
  // Two passes over the elements: count each block's runs, then place them;
  // elements ascend, so each block's list does.
  std::vector<int> blocks;
  std::vector<uint64_t> bits;
  for (int e = 0; e < loop.setSize; ++e)
    forEachOwner(loop, slots, plan.nblocks, e, blocks, bits,
                 [&](int b, uint64_t) { ++plan.blockOffset[size_t(b) + 1]; });
  detail::sumBlockOffsets(plan.blockOffset, "an owner-computes plan's runs");
  const size_t runs = size_t(plan.blockOffset[size_t(plan.nblocks)]);
  plan.elements.resize(runs);
  plan.owned.resize(runs);
  std::vector<int> next(plan.blockOffset.begin(), plan.blockOffset.end() - 1);
  for (int e = 0; e < loop.setSize; ++e)
    forEachOwner(loop, slots, plan.nblocks, e, blocks, bits,
                 [&](int b, uint64_t own) {
                   const size_t at = size_t(next[size_t(b)]++);
                   plan.elements[at] = e;
                   plan.owned[at] = own;
                 });
  return plan;
}

PlanStats computeStats(const LoopAccess &loop, const OwnerPlan &plan) {
  checkLoopAccess(loop);
  PlanStats stats;
  stats.strategy = Strategy::Owner;
  stats.setSize = loop.setSize;
  stats.blockSize = plan.blockSize;
  stats.nblocks = plan.nblocks;
  stats.ncolours = plan.nblocks > 0 ? 1 : 0;
  if (plan.nblocks > 0)
    stats.colourSizes = {plan.nblocks};
  stats.runsPerElement = redundancy(plan, loop.setSize);
  return stats;
}

double redundancy(const OwnerPlan &plan, int setSize) {
  return setSize > 0 ? double(plan.elements.size()) / setSize : 1.0;
}

} // namespace loom::plan
