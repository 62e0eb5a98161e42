// Per-block partial results of one op_arg_gbl reduction (OP_INC, OP_MIN,
// OP_MAX) for the openmp backend, combined in block order so the answer does
// not depend on the number of threads or on scheduling.
#pragma once

#include "op_lib_cpp.h"

#include <algorithm>
#include <cstddef>
#include <memory>
#include <type_traits>

namespace loom::openmp {

// An inactive argument (op_opt_arg_gbl with opt 0) gets zeroed scratch
// partials and leaves the user's data alone.
template <typename T> class BlockReduction {
public:
  BlockReduction(op_arg &arg, int nblocks)
      : arg_(arg), dim_(arg.dim > 0 ? arg.dim : 1),
        count_(static_cast<size_t>(nblocks > 0 ? nblocks : 0) * dim_),
        partials_(new T[count_ > 0 ? count_ : 1]()) {
    if (!arg.opt || !arg.data)
      return;
    T const *global = reinterpret_cast<T const *>(arg.data);
    for (int b = 0; b < nblocks; ++b)
      for (int d = 0; d < dim_; ++d)
        partials_[static_cast<size_t>(b) * dim_ + d] =
            arg.acc == OP_INC ? T(0) : global[d];
  }
  T *partial(int block) {
    return partials_.get() + static_cast<size_t>(block) * dim_;
  }
  void combine() {
    if (!arg_.opt || !arg_.data)
      return;
    T *global = reinterpret_cast<T *>(arg_.data);
    size_t nblocks = count_ / dim_;
    for (size_t b = 0; b < nblocks; ++b)
      for (int d = 0; d < dim_; ++d) {
        T v = partials_[b * dim_ + d];
        if constexpr (std::is_same_v<T, bool>) {
          // bool: OP_INC and OP_MAX true when any block's is, OP_MIN when
          // all are.
          global[d] = arg_.acc == OP_MIN ? global[d] && v : global[d] || v;
        } else if (arg_.acc == OP_INC)
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
  size_t count_;
  // Not std::vector: std::vector<bool> has no data().
  std::unique_ptr<T[]> partials_;
};

} // namespace loom::openmp
