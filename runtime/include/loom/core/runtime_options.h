// RuntimeOptions: every run-time setting of Loom, parsed in one place
// (runtime_options.cpp) from the environment and OP2's command-line
// arguments when op_init runs. OP2's globals (OP_part_size, OP_block_size,
// OP_diags, ...) mirror it.
#pragma once

namespace loom {

struct RuntimeOptions {
  // Elements per block (OP2's "mini-partition") of a CPU block plan:
  // LOOM_PART_SIZE, or its earlier name LOOM_BLOCK_SIZE; OP2's OP_PART_SIZE=N
  // argument overrides both. OP_part_size mirrors it.
  int partSize = 256;
  // Threads per thread block of a GPU backend: LOOM_GPU_BLOCK_SIZE; OP2's
  // OP_BLOCK_SIZE=N argument overrides it. OP_block_size mirrors it.
  int gpuBlockSize = 64;
  // LOOM_VALIDATE_PLANS=1: check every new plan race-free.
  bool validatePlans = false;
  // LOOM_CHECK=1: checked mode; every loop verifies that its kernel did not
  // write a dat passed only with OP_READ (a copy per loop: debugging only).
  bool checkAccess = false;
  // op_init's diagnostics level (OP_diags).
  int diagnostics = 0;
};

// Sets `options` from the environment, then from OP2's arguments in argv
// (OP_PART_SIZE=N, OP_BLOCK_SIZE=N, ...), and mirrors the result into OP2's
// globals. A malformed value is a loom::Error naming the variable and value.
void parseRuntimeOptions(RuntimeOptions &options, int argc, char **argv,
                         int diagnostics);

} // namespace loom
