// The header-only op_par_loop: runs a kernel over a set, element by element,
// in order. This is the sequential reference every backend is checked
// against (OP2's "developer version").
#pragma once

#include "loom/core/host_sync.h"
#include "loom/core/loop_name.h"
#include "loom/core/translated_build.h"
#include "loom/loop_scope.h"

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace loom::detail {

[[noreturn]] void vectorArgNeedsPointerParameter(char const *loop, int arg);

// Computes the pointer one argument passes to the kernel for element n. T is
// what the kernel's parameter points to: the element type (`double`, `const
// double`) for every argument but vector ones, whose parameter is T ** and
// for which T is itself a pointer type (`const double *`): they get an array
// of properly typed pointers, never an array of char * read as T *.
template <typename T> class ArgPointer {
public:
  ArgPointer(const op_arg &arg, char const *loop, int index) : arg_(arg) {
    if (arg.argtype != OP_ARG_DAT || !arg.map || arg.idx >= -1)
      return;
    if constexpr (std::is_pointer_v<T>)
      vector_.resize(static_cast<size_t>(-arg.idx));
    else
      vectorArgNeedsPointerParameter(loop, index);
  }

  T *at(int n) {
    const op_arg &a = arg_;
    switch (a.argtype) {
    case OP_ARG_GBL:
    case OP_ARG_INFO:
      return reinterpret_cast<T *>(a.data);
    case OP_ARG_IDX:
      index_ =
          a.map ? a.map_data[static_cast<size_t>(n) * a.map->dim + a.idx] : n;
      return reinterpret_cast<T *>(&index_);
    case OP_ARG_DAT:
      break;
    }
    if (!a.opt)
      return nullptr;
    if (!a.map)
      return element(n);
    const int *row = a.map_data + static_cast<size_t>(n) * a.map->dim;
    if (a.idx >= 0)
      return element(row[a.idx]);
    if constexpr (std::is_pointer_v<T>) {
      using Element = std::remove_pointer_t<std::remove_cv_t<T>>;
      for (size_t k = 0; k < vector_.size(); ++k)
        vector_[k] = reinterpret_cast<Element *>(
            a.data + static_cast<size_t>(row[k]) * a.size);
      return vector_.data();
    }
    return nullptr; // not reached: the constructor rejected it
  }

private:
  T *element(int i) const {
    return reinterpret_cast<T *>(arg_.data +
                                 static_cast<size_t>(i) * arg_.size);
  }

  const op_arg &arg_;
  std::vector<std::remove_cv_t<T>> vector_;
  int index_ = 0;
};

template <typename... T, size_t... I>
void runSequential(void (*kernel)(T *...), char const *name, int size,
                   op_arg *args, std::index_sequence<I...>) {
  std::tuple<ArgPointer<T>...> pointers{
      ArgPointer<T>(args[I], name, static_cast<int>(I))...};
  for (int n = 0; n < size; ++n)
    kernel(std::get<I>(pointers).at(n)...);
}

} // namespace loom::detail

// op_par_loop(kernel, "name", set, op_arg...): one op_arg per kernel
// parameter; a vector argument (negative idx) passes T** to the kernel.
// The name converts to a loom::LoopName, which records the call site for
// the loop's errors.
template <typename... T, typename... Args>
void op_par_loop(void (*kernel)(T *...), loom::LoopName loopName, op_set set,
                 Args... arguments) {
  static_assert(sizeof...(T) == sizeof...(Args),
                "op_par_loop: the number of op_arg arguments must equal the "
                "number of kernel parameters");
  static_assert((std::is_same_v<Args, op_arg> && ...),
                "op_par_loop: every argument after the set must be an op_arg");
  char const *name = loopName.text;
  char const *site = loom::callSiteText(loopName.file, loopName.line);
  loom::detail::noteUntranslatedLoop(name, site);
  if constexpr (sizeof...(T) == 0) {
    loom::LoopScope scope(name, set, nullptr, 0, site);
    for (int n = 0; n < scope.size(); ++n)
      kernel();
  } else {
    op_arg args[] = {arguments...};
    loom::LoopScope scope(name, set, args, sizeof...(T), site);
    loom::syncHostArgs(args, sizeof...(T));
    loom::detail::runSequential(kernel, name, scope.size(), args,
                                std::index_sequence_for<T...>{});
    loom::hostArgsWritten(args, sizeof...(T));
  }
}
