// The files of LOOM_PLAN_CACHE (loom/core/plan_store.h): a plan as a list of
// int arrays, in binary (native byte order, the machine that wrote it is the
// one that reads it):
//   "loom-plan-file1\n" (16 bytes), key (u64), kind length (u32), kind,
//   array count (u32), each array's length (u64), the arrays' entries
//   (i32), checksum (u64: FNV-1a over the lengths and entries).
// Read back only when every part is there and matches: otherwise
// PlanFileError says what is wrong.
#pragma once

#include "loom/core/error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace loom {

class PlanFileError : public Error {
public:
  using Error::Error;
};

// Writes through `path`.tmp.<pid> and a rename, so that no reader sees half
// a file. Throws PlanFileError naming the file when it cannot.
void writePlanFile(const std::string &path, std::uint64_t key,
                   const std::string &kind,
                   const std::vector<std::vector<int>> &arrays);

// The arrays of a file written with this key and kind. Throws
// PlanFileError ("<path>: <what>") for a file that cannot be read, is
// truncated, has another key or kind, or fails its checksum.
std::vector<std::vector<int>> readPlanFile(const std::string &path,
                                           std::uint64_t key,
                                           const std::string &kind);

// FNV-1a, 64 bits, one 32-bit word per step (the ordering files' constants).
class PlanHash {
public:
  void add(std::uint32_t word) {
    h_ ^= word;
    h_ *= 1099511628211ull;
  }
  void add(const int *words, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i)
      add(static_cast<std::uint32_t>(words[i]));
  }
  std::uint64_t value() const { return h_; }

private:
  std::uint64_t h_ = 1469598103934665603ull;
};

} // namespace loom
