// The header-only op_par_loop: runs a kernel over a set, element by element,
// in order. This is the sequential reference every backend is checked
// against (OP2's "developer version").
#pragma once

#include "loom/core/translated_build.h"
#include "loom/loop_scope.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace loom::detail {

// Computes the pointer one argument passes to the kernel for element n.
class ArgPointer {
public:
  explicit ArgPointer(const op_arg &arg) : arg_(arg) {
    if (arg.argtype == OP_ARG_DAT && arg.map && arg.idx < -1)
      vector_.resize(static_cast<size_t>(-arg.idx));
  }

  void *at(int n) {
    const op_arg &a = arg_;
    switch (a.argtype) {
    case OP_ARG_GBL:
    case OP_ARG_INFO:
      return a.data;
    case OP_ARG_IDX:
      index_ =
          a.map ? a.map_data[static_cast<size_t>(n) * a.map->dim + a.idx] : n;
      return &index_;
    case OP_ARG_DAT:
      break;
    }
    if (!a.opt)
      return nullptr;
    if (!a.map)
      return a.data + static_cast<size_t>(n) * a.size;
    const int *row = a.map_data + static_cast<size_t>(n) * a.map->dim;
    if (a.idx >= 0)
      return a.data + static_cast<size_t>(row[a.idx]) * a.size;
    for (size_t k = 0; k < vector_.size(); ++k)
      vector_[k] = a.data + static_cast<size_t>(row[k]) * a.size;
    return vector_.data();
  }

private:
  const op_arg &arg_;
  std::vector<char *> vector_;
  int index_ = 0;
};

template <typename... T, size_t... I>
void runSequential(void (*kernel)(T *...), op_set set, op_arg *args,
                   std::index_sequence<I...>) {
  ArgPointer pointers[] = {ArgPointer(args[I])...};
  for (int n = 0; n < set->size; ++n)
    kernel(static_cast<T *>(pointers[I].at(n))...);
}

} // namespace loom::detail

// op_par_loop(kernel, "name", set, op_arg...): one op_arg per kernel
// parameter; a vector argument (negative idx) passes T** to the kernel.
template <typename... T, typename... Args>
void op_par_loop(void (*kernel)(T *...), char const *name, op_set set,
                 Args... arguments) {
  static_assert(sizeof...(T) == sizeof...(Args),
                "op_par_loop: the number of op_arg arguments must equal the "
                "number of kernel parameters");
  static_assert((std::is_same_v<Args, op_arg> && ...),
                "op_par_loop: every argument after the set must be an op_arg");
  loom::detail::noteUntranslatedLoop(name);
  if constexpr (sizeof...(T) == 0) {
    loom::LoopScope scope(name, set, nullptr, 0);
    for (int n = 0; n < set->size; ++n)
      kernel();
  } else {
    op_arg args[] = {arguments...};
    loom::LoopScope scope(name, set, args, sizeof...(T));
    loom::detail::runSequential(kernel, set, args,
                                std::index_sequence_for<T...>{});
  }
}
