// CUDA emulation layer, internal: what the running emulated launch is, shared
// by the fiber scheduler (launch.cpp) and the race detector.
#pragma once

#include "loom/cuda/emulation/launch.h"

#include <cstddef>
#include <string>

namespace loom::cuda::emulation::detail {

struct ExecutionState {
  bool in_kernel = false;
  std::string kernel;
  ThreadBuiltins builtins;
  unsigned block_linear = 0;
  unsigned thread_linear = 0;
  // Barrier intervals completed by the running block.
  unsigned long epoch = 0;
  unsigned char *shared = nullptr;
  std::size_t shared_bytes = 0;
};

ExecutionState &state();

// Called by the scheduler at the start and end of a launch and of a block,
// and after every barrier.
void detector_begin_launch();
void detector_begin_block();
void detector_barrier();
// Number of races recorded during the launch that is ending.
std::size_t detector_end_launch();
bool detector_throws();

std::string describe_thread(unsigned block, unsigned thread);

} // namespace loom::cuda::emulation::detail
