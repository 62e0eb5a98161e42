#include "loom/plan/plan_stats.h"

#include "dat_table.h"
#include "data_staging.h"
#include "memory_units.h"

#include <algorithm>

namespace loom::plan {

namespace {

using detail::DatInfo;
using detail::DatTable;
using detail::SectorSet;

int slotCount(const IndirectAccess &a) { return a.idx < 0 ? a.dim : 1; }

// Sums the block-level quantities of PlanStats over blocks; finish() turns
// the sums into means.
class BlockAccumulator {
public:
  BlockAccumulator(const LoopAccess &loop, const DatTable &table,
                   PlanStats &stats)
      : loop_(loop), table_(table), stats_(stats) {}

  // One block of n elements elems[0..n). staged[d] (per table dat) points to
  // the block's staged targets of dat d with count nstaged[d], or is null
  // when dat d is not staged (its targets are then gathered here).
  void add(const int *elems, int n, const std::vector<const int *> &staged,
           const std::vector<int> &nstaged) {
    SectorSet stagedSet, otherSet;
    int64_t elements = 0, bytes = 0;
    for (size_t d = 0; d < table_.dats.size(); ++d) {
      const DatInfo &info = table_.dats[d];
      if (staged[d] == nullptr) {
        scratch_.clear();
        detail::gatherTargets(loop_, info, elems, n, scratch_);
        for (int t : scratch_)
          otherSet.add(int(d), info.toSize, info.elemBytes, t);
        continue;
      }
      elements += nstaged[d];
      bytes += int64_t(nstaged[d]) * info.elemBytes;
      for (int i = 0; i < nstaged[d]; ++i)
        stagedSet.add(int(d), info.toSize, info.elemBytes, staged[d][i]);
      for (int a : info.accesses)
        stats_.stagedAccesses +=
            int64_t(n) * slotCount(loop_.accesses[size_t(a)]);
    }
    const int ndats = int(table_.dats.size());
    for (size_t j = 0; j < loop_.directElemBytes.size(); ++j)
      for (int i = 0; i < n; ++i)
        otherSet.add(ndats + int(j), loop_.setSize, loop_.directElemBytes[j],
                     elems[i]);
    const detail::UnitCount s = stagedSet.count(), o = otherSet.count();
    stats_.stagedElements += elements;
    sumStaged_ += double(elements);
    stats_.maxStagedElements =
        std::max(stats_.maxStagedElements, int(elements));
    sumBytes_ += double(bytes);
    stats_.maxSharedBytes = std::max(stats_.maxSharedBytes, bytes);
    sumSectorsAoS_ += double(s.sectorsAoS);
    sumSectorsSoA_ += double(s.sectorsSoA);
    sumLinesAoS_ += double(s.linesAoS);
    sumLinesSoA_ += double(s.linesSoA);
    stats_.globalSectorsAoS += s.sectorsAoS + o.sectorsAoS;
    stats_.globalSectorsSoA += s.sectorsSoA + o.sectorsSoA;
  }

  void finish() {
    const double nb = stats_.nblocks > 0 ? double(stats_.nblocks) : 1.0;
    stats_.meanStagedElements = sumStaged_ / nb;
    stats_.meanSharedBytes = sumBytes_ / nb;
    stats_.meanSectorsAoS = sumSectorsAoS_ / nb;
    stats_.meanSectorsSoA = sumSectorsSoA_ / nb;
    stats_.meanLinesAoS = sumLinesAoS_ / nb;
    stats_.meanLinesSoA = sumLinesSoA_ / nb;
    stats_.reuseFactor =
        stats_.stagedElements > 0
            ? double(stats_.stagedAccesses) / double(stats_.stagedElements)
            : 0.0;
  }

private:
  const LoopAccess &loop_;
  const DatTable &table_;
  PlanStats &stats_;
  std::vector<int> scratch_;
  double sumStaged_ = 0, sumBytes_ = 0;
  double sumSectorsAoS_ = 0, sumSectorsSoA_ = 0, sumLinesAoS_ = 0,
         sumLinesSoA_ = 0;
};

std::vector<int> colourSizes(const std::vector<int> &offset) {
  std::vector<int> sizes;
  for (size_t c = 0; c + 1 < offset.size(); ++c)
    sizes.push_back(offset[c + 1] - offset[c]);
  return sizes;
}

} // namespace

PlanStats computeStats(const LoopAccess &loop, const GlobalPlan &plan) {
  checkLoopAccess(loop);
  const DatTable table(loop);
  PlanStats stats;
  stats.strategy = Strategy::Global;
  stats.setSize = loop.setSize;
  stats.ncolours = plan.ncolours;
  stats.colourSizes = colourSizes(plan.colourOffset);
  const int ndats = int(table.dats.size());
  SectorSet set;
  constexpr int kWarp = 32;
  for (int c = 0; c < plan.ncolours; ++c) {
    const int c0 = plan.colourOffset[size_t(c)],
              c1 = plan.colourOffset[size_t(c) + 1];
    for (int w0 = c0; w0 < c1; w0 += kWarp) {
      set.clear();
      for (int i = w0; i < std::min(c1, w0 + kWarp); ++i) {
        const int e = plan.colourElements[size_t(i)];
        for (int d = 0; d < ndats; ++d) {
          const DatInfo &info = table.dats[size_t(d)];
          for (int a : info.accesses) {
            const IndirectAccess &acc = loop.accesses[size_t(a)];
            auto [sb, se] = detail::slotRange(acc);
            for (int s = sb; s < se; ++s)
              set.add(d, info.toSize, info.elemBytes,
                      acc.map[size_t(e) * size_t(acc.dim) + size_t(s)]);
          }
        }
        for (size_t j = 0; j < loop.directElemBytes.size(); ++j)
          set.add(ndats + int(j), loop.setSize, loop.directElemBytes[j], e);
      }
      const detail::UnitCount u = set.count();
      stats.globalSectorsAoS += u.sectorsAoS;
      stats.globalSectorsSoA += u.sectorsSoA;
    }
  }
  return stats;
}

PlanStats computeStats(const LoopAccess &loop, const BlockPlan &plan) {
  checkLoopAccess(loop);
  const DatTable table(loop);
  PlanStats stats;
  stats.strategy = Strategy::Block;
  stats.setSize = loop.setSize;
  stats.blockSize = plan.blockSize;
  stats.nblocks = plan.nblocks;
  stats.ncolours = plan.ncolours;
  stats.colourSizes = colourSizes(plan.colourOffset);
  BlockAccumulator acc(loop, table, stats);
  const size_t ndats = table.dats.size();
  std::vector<std::vector<int>> targets(ndats);
  std::vector<const int *> staged(ndats);
  std::vector<int> nstaged(ndats);
  std::vector<int> elems;
  for (int b = 0; b < plan.nblocks; ++b) {
    elems.clear();
    for (int e = plan.blockOffset[size_t(b)];
         e < plan.blockOffset[size_t(b) + 1]; ++e)
      elems.push_back(e);
    for (size_t d = 0; d < ndats; ++d) {
      targets[d].clear();
      detail::gatherTargets(loop, table.dats[d], elems.data(),
                            int(elems.size()), targets[d]);
      staged[d] = targets[d].data();
      nstaged[d] = int(targets[d].size());
    }
    acc.add(elems.data(), int(elems.size()), staged, nstaged);
  }
  acc.finish();
  return stats;
}

PlanStats computeStats(const LoopAccess &loop, const HierarchicalPlan &plan) {
  checkLoopAccess(loop);
  const DatTable table(loop);
  PlanStats stats;
  stats.strategy = Strategy::Hierarchical;
  stats.setSize = loop.setSize;
  stats.blockSize = plan.blockSize;
  stats.nblocks = plan.nblocks;
  stats.ncolours = plan.nblockColours;
  stats.colourSizes = colourSizes(plan.colourOffset);
  int64_t sumThreadColours = 0;
  for (int nc : plan.nthreadColours) {
    stats.maxThreadColours = std::max(stats.maxThreadColours, nc);
    sumThreadColours += nc;
  }
  stats.meanThreadColours =
      plan.nblocks > 0 ? double(sumThreadColours) / double(plan.nblocks) : 0.0;
  // Staged dat of each table dat (staged and table.dats both ascend by datId).
  const size_t ndats = table.dats.size();
  std::vector<const StagingList *> stagedOf(ndats, nullptr);
  for (const StagedDat &sd : plan.staged)
    for (size_t d = 0; d < ndats; ++d)
      if (table.dats[d].datId == sd.datId)
        stagedOf[d] = &plan.stagingOf(sd);
  BlockAccumulator acc(loop, table, stats);
  std::vector<const int *> staged(ndats);
  std::vector<int> nstaged(ndats);
  for (int b = 0; b < plan.nblocks; ++b) {
    for (size_t d = 0; d < ndats; ++d) {
      const StagingList *sd = stagedOf[d];
      staged[d] =
          sd ? sd->targets.data() + sd->targetOffset[size_t(b)] : nullptr;
      nstaged[d] =
          sd ? sd->targetOffset[size_t(b) + 1] - sd->targetOffset[size_t(b)]
             : 0;
    }
    const int p0 = plan.blockOffset[size_t(b)],
              p1 = plan.blockOffset[size_t(b) + 1];
    acc.add(plan.elements.data() + p0, p1 - p0, staged, nstaged);
  }
  acc.finish();
  return stats;
}

} // namespace loom::plan
