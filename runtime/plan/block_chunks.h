// Private: a plan's blocks shared among OpenMP threads in contiguous chunks
// (chunk c: blocks [begin(c), begin(c + 1))), one chunk per thread, so each
// thread writes, and first touches, positions no other thread writes. What
// must follow block order (block colours, a staging list's targets) is put
// together afterwards from each chunk's results, in chunk order: the plan
// is the same for any number of threads.
#pragma once

#include "loom/plan/plan_array.h"

#include "block_offsets.h"

#include <omp.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace loom::plan::detail {

class BlockChunks {
public:
  // Fewer blocks than this are planned by one thread (low, so that small
  // plans, the tests' and the fuzzer's, take the threaded path too).
  static constexpr int kParallelFromBlocks = 8;

  explicit BlockChunks(int nblocks)
      : nblocks_(nblocks),
        count_(nblocks >= kParallelFromBlocks ? omp_get_max_threads() : 1) {}

  int count() const { return count_; }
  int begin(int c) const { return int(int64_t(nblocks_) * c / count_); }
  int end(int c) const { return begin(c + 1); }

  // body(c) for every chunk c, each on its own thread (body must not
  // throw).
  template <class Body> void forEach(Body &&body) const {
    if (count_ == 1) { // no parallel region to open
      body(0);
      return;
    }
#pragma omp parallel for schedule(static, 1) num_threads(count_)
    for (int c = 0; c < count_; ++c)
      body(c);
  }

private:
  int nblocks_;
  int count_;
};

// The blocks' values, block after block: parts[c] holds chunk c's blocks'
// values in block order, counts[b] block b's number of them. Sets `offset`
// (nblocks + 1 entries from 0) and `out` (the parts one after the other:
// the only part itself, or each part copied by its own thread into `out`,
// resized without zero-filling). The parts are left empty.
inline void concatenate(const BlockChunks &chunks,
                        std::vector<PlanArray> &parts,
                        const std::vector<int> &counts,
                        std::vector<int> &offset, PlanArray &out) {
  offset.assign(1, 0);
  offset.insert(offset.end(), counts.begin(), counts.end());
  sumBlockOffsets(offset, "a staging list's targets");
  if (parts.size() == 1) {
    out = std::move(parts[0]);
    parts[0] = PlanArray();
    return;
  }
  std::vector<size_t> start(parts.size() + 1, 0);
  for (size_t c = 0; c < parts.size(); ++c)
    start[c + 1] = start[c] + parts[c].size();
  out.resize(start.back());
  chunks.forEach([&](int c) {
    PlanArray &part = parts[size_t(c)];
    std::copy(part.begin(), part.end(),
              out.begin() + std::ptrdiff_t(start[size_t(c)]));
    part = PlanArray();
  });
}

} // namespace loom::plan::detail
