// LargeArray: dats and maps of 2 MiB or more are 2 MiB aligned and advised
// to transparent huge pages (the kernel's VmFlags "hg" on their mapping),
// unless the huge-page option is off; LOOM_HUGE_PAGES sets that option.
#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/large_array.h"
#include "loom/core/runtime_options.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

// Larger than glibc's largest mmap threshold (32 MiB), so that each array
// is a mapping of its own rather than a piece of a heap that other
// allocations share.
constexpr int kElements = 5 << 20; // doubles: 40 MiB

// The VmFlags of the mapping that holds `address` (/proc/self/smaps); empty
// when not found.
std::string vmFlagsAt(const void *address) {
  const auto a = reinterpret_cast<std::uintptr_t>(address);
  std::ifstream smaps("/proc/self/smaps");
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    std::uintptr_t lo = 0, hi = 0;
    char dash = 0;
    std::istringstream header(line);
    if (header >> std::hex >> lo >> dash >> hi && dash == '-') {
      inside = lo <= a && a < hi;
      continue;
    }
    if (inside && line.rfind("VmFlags:", 0) == 0)
      return line.substr(8) + " ";
  }
  return "";
}

bool kernelHasHugePages() {
  return std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled").good() &&
         std::ifstream("/proc/self/smaps").good();
}

bool advised(const void *address) {
  return vmFlagsAt(address).find(" hg ") != std::string::npos;
}

TEST(LargeArray, LargeDatsAndMapsAreAdvisedToHugePages) {
  if (!kernelHasHugePages())
    GTEST_SKIP() << "no transparent huge pages in this kernel";
  loom::Context ctx;
  ASSERT_TRUE(ctx.options().hugePages); // the default
  op_set cells = ctx.declareSet(kElements, "cells");
  op_dat u = ctx.declareDat(cells, 1, "double", 8, nullptr, "u");
  std::vector<int> self(kElements);
  for (int i = 0; i < kElements; ++i)
    self[i] = i;
  op_map m = ctx.declareMap(cells, cells, 1, self.data(), "self");
  for (const void *p : {static_cast<const void *>(u->data),
                        static_cast<const void *>(m->map)}) {
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(p) % loom::kHugePageBytes, 0u);
    EXPECT_TRUE(advised(p)) << "VmFlags:" << vmFlagsAt(p);
  }
  EXPECT_EQ(m->map[kElements - 1], kElements - 1);
  EXPECT_EQ(reinterpret_cast<const double *>(u->data)[kElements - 1], 0.0);
}

TEST(LargeArray, OffLeavesThemOnOrdinaryPages) {
  if (!kernelHasHugePages())
    GTEST_SKIP() << "no transparent huge pages in this kernel";
  loom::Context ctx;
  ctx.options().hugePages = false;
  op_set cells = ctx.declareSet(kElements, "cells");
  op_dat u = ctx.declareDat(cells, 1, "double", 8, nullptr, "u");
  EXPECT_FALSE(advised(u->data)) << "VmFlags:" << vmFlagsAt(u->data);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(u->data) % 64, 0u);
}

TEST(LargeArray, SmallArraysAreNotRoundedUp) {
  loom::LargeArray a = loom::allocateLargeArray(100, true, "dat 'small'");
  ASSERT_TRUE(a);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(a.get()) % 64, 0u);
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(a.get()[i], 0);
  EXPECT_TRUE(loom::allocateLargeArray(0, true, "dat 'empty'"));
}

TEST(LargeArray, InitialBytesAreCopiedAndTheRestZeroed) {
  const char initial[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  loom::LargeArray a =
      loom::allocateLargeArray(100, true, "dat 'some'", initial, 10);
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(a.get()[i], i < 10 ? i + 1 : 0) << "byte " << i;
}

TEST(LargeArray, OutOfMemoryNamesTheObject) {
  try {
    loom::allocateLargeArray(SIZE_MAX - 4096, true, "dat 'huge'");
    FAIL() << "allocated SIZE_MAX bytes";
  } catch (const loom::DeclarationError &e) {
    EXPECT_EQ(std::string(e.what()), "dat 'huge': out of memory allocating " +
                                         std::to_string(SIZE_MAX - 4096) +
                                         " bytes");
  }
}

TEST(LargeArray, UsageCountsThisProcessesMemory) {
  if (!std::ifstream("/proc/self/smaps_rollup").good())
    GTEST_SKIP() << "no /proc/self/smaps_rollup";
  const auto usage = loom::hugePageUsage();
  ASSERT_TRUE(usage);
  EXPECT_GT(usage->anonymousBytes, 0u);
  EXPECT_LE(usage->hugeBytes, usage->anonymousBytes);
}

} // namespace
