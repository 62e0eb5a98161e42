#include "loom/core/large_array.h"

#include "loom/core/error.h"
#include "loom/core/runtime_options.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/mman.h>

namespace loom {

void LargeArrayFree::operator()(char *p) const { std::free(p); }

namespace {

// Bytes rounded up to whole cache lines; at least one.
size_t cacheLines(size_t bytes) {
  return bytes == 0 ? 64 : (bytes + 63) / 64 * 64;
}

} // namespace

LargeArray allocateUntouched(size_t bytes, bool hugePages) {
  if (bytes > SIZE_MAX - kHugePageBytes) // its roundings would overflow
    return LargeArray();
  size_t alignment = 64;
  size_t rounded = cacheLines(bytes);
  if (hugePages && rounded >= kHugePageBytes) {
    alignment = kHugePageBytes;
    rounded = (rounded + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes;
  }
  char *p = static_cast<char *>(std::aligned_alloc(alignment, rounded));
#ifdef MADV_HUGEPAGE
  // Advice only: a kernel without transparent huge pages refuses it, and the
  // array then lives on ordinary pages, as it would without it.
  if (p && alignment == kHugePageBytes)
    (void)::madvise(p, rounded, MADV_HUGEPAGE);
#endif
  return LargeArray(p);
}

LargeArray allocateLargeArray(size_t bytes, bool hugePages,
                              const std::string &what, const void *initial,
                              size_t initialBytes) {
  LargeArray array = allocateUntouched(bytes, hugePages);
  if (!array)
    throw DeclarationError(what + ": out of memory allocating " +
                           std::to_string(bytes) + " bytes");
  // Each byte written once: the initial ones copied, the rest up to the
  // cache-line rounding zeroed; the rest of a huge-page rounding is never
  // read.
  if (!initial)
    initialBytes = 0;
  if (initialBytes > 0)
    std::memcpy(array.get(), initial, initialBytes);
  std::memset(array.get() + initialBytes, 0, cacheLines(bytes) - initialBytes);
  return array;
}

bool hugePagesFromEnvironment() {
  const char *v = std::getenv("LOOM_HUGE_PAGES");
  return !v || onOffValue(v, "LOOM_HUGE_PAGES", /*empty=*/true);
}

std::optional<HugePageUsage> hugePageUsage() {
  std::ifstream in("/proc/self/smaps_rollup");
  if (!in)
    return std::nullopt;
  HugePageUsage usage;
  bool anonymous = false, huge = false;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string key;
    size_t kib = 0;
    if (!(fields >> key >> kib))
      continue;
    if (key == "Anonymous:") {
      usage.anonymousBytes = kib * 1024;
      anonymous = true;
    } else if (key == "AnonHugePages:") {
      usage.hugeBytes = kib * 1024;
      huge = true;
    }
  }
  if (!anonymous || !huge)
    return std::nullopt;
  return usage;
}

} // namespace loom
