// CUDA emulation layer (test harness): the race detector. Generated code
// routes shared-memory accesses and indirect global writes through the
// accessor macros of loom/cuda/kernel_macros.h; under emulation they call
// these hooks. Reported:
//  - two threads of one block touching the same shared byte between two
//    barriers, at least one of them writing;
//  - two blocks of one launch (or two threads of one block between two
//    barriers) writing the same global element (same start address).
// Atomics are not observed. Each race is reported once per address and
// launch, with kernel, block, thread ids and address.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace loom::cuda::emulation {

struct RaceReport {
  std::string message;
};

void note_shared_access(const void *address, std::size_t bytes, bool write);
void note_global_write(const void *address);

// Races found since the last call, oldest first; the list is cleared.
std::vector<RaceReport> take_race_reports();

// Whether a launch that found races throws (default) or only records them.
void set_throw_on_race(bool enabled);

} // namespace loom::cuda::emulation
