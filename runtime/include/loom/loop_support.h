// What translated code needs from the runtime: argument checking and timing
// for one loop call (LoopScope), the cached execution plan of an indirect loop
// (executionPlan), and deterministic block-wise reductions (BlockReduction).
// Generated files include this header; applications never need to.
#pragma once

#include "op_lib_cpp.h"

#include <algorithm>
#include <vector>

namespace loom {

// Checks the arguments against the iteration set exactly as the header-only
// op_par_loop does, times the call, and records it for op_timing_output().
// Also verifies on exit that OP_READ globals were not written.
class LoopScope {
public:
  LoopScope(char const *name, op_set set, op_arg *args, int nargs);
  ~LoopScope();
  LoopScope(const LoopScope &) = delete;
  LoopScope &operator=(const LoopScope &) = delete;

private:
  struct State;
  State *state_;
};

// The execution plan a CPU backend runs: the iteration set cut into
// contiguous blocks, the blocks grouped by colour so that blocks of one colour
// never write the same element through a map.
struct ExecPlan {
  int nblocks = 0;
  const int *blockOffset = nullptr; // nblocks + 1 entries
  int ncolours = 0;
  const int *colourOffset = nullptr; // ncolours + 1 entries into colourBlocks
  const int *colourBlocks = nullptr; // block ids grouped by colour
};

// The plan for this loop (cached by loop name, set, argument signature and
// block size; rebuilt when a map changes). Block size: LOOM_BLOCK_SIZE, else
// 256. With LOOM_VALIDATE_PLANS=1 every new plan is checked race-free.
const ExecPlan &executionPlan(char const *name, op_set set, op_arg *args,
                              int nargs);

// Per-block partial results of one op_arg_gbl reduction (OP_INC, OP_MIN,
// OP_MAX), combined in block order so the answer does not depend on the
// number of threads or on scheduling. An inactive argument (op_opt_arg_gbl
// with opt 0) gets zeroed scratch partials and leaves the user's data alone.
template <typename T> class BlockReduction {
public:
  BlockReduction(op_arg &arg, int nblocks)
      : arg_(arg), dim_(arg.dim > 0 ? arg.dim : 1),
        partials_(static_cast<size_t>(nblocks) * dim_) {
    if (!arg.opt || !arg.data)
      return;
    T const *global = reinterpret_cast<T const *>(arg.data);
    for (int b = 0; b < nblocks; ++b)
      for (int d = 0; d < dim_; ++d)
        partials_[static_cast<size_t>(b) * dim_ + d] =
            arg.acc == OP_INC ? T(0) : global[d];
  }
  T *partial(int block) {
    return partials_.data() + static_cast<size_t>(block) * dim_;
  }
  void combine() {
    if (!arg_.opt || !arg_.data)
      return;
    T *global = reinterpret_cast<T *>(arg_.data);
    size_t nblocks = partials_.size() / (dim_ ? dim_ : 1);
    for (size_t b = 0; b < nblocks; ++b)
      for (int d = 0; d < dim_; ++d) {
        T v = partials_[b * dim_ + d];
        if (arg_.acc == OP_INC)
          global[d] += v;
        else if (arg_.acc == OP_MIN)
          global[d] = std::min(global[d], v);
        else
          global[d] = std::max(global[d], v);
      }
  }

private:
  op_arg &arg_;
  int dim_;
  std::vector<T> partials_;
};

} // namespace loom
