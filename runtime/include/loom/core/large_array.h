// LargeArray: the storage of a mesh's arrays (dats and maps), which the
// Context owns. 64-byte aligned, zero-filled, never null (even for zero
// bytes). An array of 2 MiB or more is also aligned to 2 MiB and advised to
// the kernel's transparent huge pages (madvise MADV_HUGEPAGE) before its
// first touch, unless LOOM_HUGE_PAGES=0: a loop streaming hundreds of MB
// through 4 KiB pages misses the TLB and walks the page tables every 4 KiB,
// and in a virtual machine every walk is two-dimensional (the guest's tables,
// then the host's). Under the THP setting "madvise" only memory advised so gets
// huge pages; under "always" the advice makes a fault compact memory for
// one (defrag "madvise", the kernel's default) rather than fall back to
// 4 KiB pages. Where the kernel has no huge pages to give, the advice
// changes nothing. docs/huge-pages.md has what it measured.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

namespace loom {

// Arrays of at least this many bytes are given huge-page advice.
inline constexpr size_t kHugePageBytes = size_t(2) << 20;

struct LargeArrayFree {
  void operator()(char *p) const;
};
using LargeArray = std::unique_ptr<char, LargeArrayFree>;

// `bytes` of storage, advised to huge pages when `hugePages` and it is large
// enough: its first `initialBytes` copied from `initial` (when given), the
// rest zeroed. Out of memory is a DeclarationError naming `what` (a dat or
// map, quoted) and the bytes.
LargeArray allocateLargeArray(size_t bytes, bool hugePages,
                              const std::string &what,
                              const void *initial = nullptr,
                              size_t initialBytes = 0);
// The same storage, not yet touched (so that each thread can first touch
// the part it will work on); null when out of memory.
LargeArray allocateUntouched(size_t bytes, bool hugePages);

// LOOM_HUGE_PAGES: 1 (the default, also when unset or empty) or 0; any other
// value is a loom::Error naming the variable and value.
bool hugePagesFromEnvironment();

// How much of this process's anonymous memory the kernel backs with huge
// pages (/proc/self/smaps_rollup); nothing where that is not readable.
struct HugePageUsage {
  size_t anonymousBytes = 0;
  size_t hugeBytes = 0; // AnonHugePages
};
std::optional<HugePageUsage> hugePageUsage();

} // namespace loom
