// The large per-position arrays of a hierarchical plan (elements, thread
// colours, staged targets, block-local indices): std::vectors whose
// resize() leaves new elements uninitialised, so that the planner's threads,
// each filling its own blocks, are the first to touch (and so fault in) the
// pages they write, instead of one thread zero-filling them all first.
#pragma once

#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace loom::plan {

// std::allocator, except that value-initialisation (resize(n), vector(n))
// default-initialises: for int, leaves the value indeterminate.
template <class T> class DefaultInitAllocator : public std::allocator<T> {
public:
  template <class U> struct rebind {
    using other = DefaultInitAllocator<U>;
  };
  DefaultInitAllocator() noexcept = default;
  template <class U>
  DefaultInitAllocator(const DefaultInitAllocator<U> &) noexcept {}

  template <class U> void construct(U *p) noexcept {
    ::new (static_cast<void *>(p)) U;
  }
  template <class U, class... Args> void construct(U *p, Args &&...args) {
    ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
  }
};

// Every element must be written before it is read: resize(n) does not
// zero-fill (assign(n, 0) does).
using PlanArray = std::vector<int, DefaultInitAllocator<int>>;

} // namespace loom::plan
