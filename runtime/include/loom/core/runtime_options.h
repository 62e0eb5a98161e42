// RuntimeOptions: every run-time setting of Loom, parsed in one place
// (runtime_options.cpp) from the environment and OP2's command-line
// arguments when op_init runs. OP2's globals (OP_part_size, OP_block_size,
// OP_diags, ...) mirror it.
#pragma once

#include <string>

namespace loom {

struct RuntimeOptions {
  // Elements per block (OP2's "mini-partition") of a CPU block plan:
  // LOOM_PART_SIZE, or its earlier name LOOM_BLOCK_SIZE; OP2's OP_PART_SIZE=N
  // argument overrides both. OP_part_size mirrors it. Either variable may
  // also be a per-loop list ("res_calc=128,*=256"): it then adds
  // block:<size> choices to `strategy` for those loops.
  int partSize = 256;
  // Whether one of those set partSize. When none did, the openmp backend
  // sizes each loop's blocks by its set (openmp::defaultBlockSize).
  bool partSizeGiven = false;
  // Threads per thread block of a GPU backend: LOOM_GPU_BLOCK_SIZE; OP2's
  // OP_BLOCK_SIZE=N argument overrides it. OP_block_size mirrors it.
  int gpuBlockSize = 64;
  // CUDA backends: per-loop strategy and block size,
  // LOOM_CUDA_STRATEGY="res_calc=global:128,*=hier" (loom/backend/cuda/
  // loop_strategy.h), overridden by the command-line argument
  // LOOM_CUDA_STRATEGY=...; threads per block of the loops it does not
  // size: LOOM_CUDA_BLOCK_SIZE, overridden by OP2's OP_BLOCK_SIZE=N argument
  // (size 0: 256), and where it came from. The CUDA backend checks both.
  std::string cudaStrategy;
  struct Setting {
    int value = 0;
    std::string from; // the variable or argument that set it
  };
  Setting cudaBlockSize;
  // LOOM_VALIDATE_PLANS=1: check every new plan race-free.
  bool validatePlans = false;
  // LOOM_CHECK=1: checked mode; every loop verifies that its kernel did not
  // write a dat passed only with OP_READ (a copy per loop: debugging only).
  bool checkAccess = false;
  // LOOM_REORDER=none|rcm|gps|partition|metis|random: the method op_renumber
  // uses (empty: rcm) and the apps' default for --reorder (empty: none).
  std::string reorder;
  // LOOM_ORDERING_CACHE=dir: where computed orderings are saved and reused.
  std::string orderingCache;
  // LOOM_PLAN_CACHE=dir: where built plans are saved and reused
  // (loom/core/plan_store.h).
  std::string planCache;
  // LOOM_PARTITIONER=ptscotch|metis|block|random (any case): the
  // partitioner op_partition uses on several MPI processes, whatever the
  // program names (docs/mpi.md); empty: the program's. Stored upper case.
  std::string partitioner;
  // op_init's diagnostics level (OP_diags).
  int diagnostics = 0;
  // Execution strategy per loop (loom/core/strategy_spec.h):
  // LOOM_STRATEGY="res_calc=global,*=block:512", overridden by the
  // command-line argument LOOM_STRATEGY=...; LOOM_STRATEGY_FILE names a JSON
  // file {"res_calc": "global", "*": "block:512"}. Each backend checks the
  // names against its own strategies.
  std::string strategy;
  std::string strategyFile;
  // LOOM_AUTOTUNE=1: the first calls of each loop try every strategy, the
  // fastest is kept and saved in LOOM_TUNING_FILE (default
  // loom_tuning.json) per loop and mesh, so later runs start tuned.
  bool autotune = false;
  std::string tuningFile = "loom_tuning.json";
  // LOOM_PLAN_STATS=1: print each new plan's shape (blocks, colours, blocks
  // per colour, reuse) and warn when a colour has fewer blocks than threads.
  bool planStats = false;
  // LOOM_REPORT=file.json: at op_exit, write every loop's calls, time,
  // bandwidth and plan per strategy (read by loom-report).
  std::string reportFile;
  // LOOM_DUMP_LOOPS=dir: each loop's first call writes dir/<loop>.loop.json
  // for loom-plan --loop-file.
  std::string dumpLoopsDir;
  // LOOM_HUGE_PAGES=0: dats and maps of 2 MiB or more are not advised to
  // transparent huge pages (loom/core/large_array.h); 1, the default: they
  // are.
  bool hugePages = true;
  // LOOM_STREAM_GBS: the bandwidth op_timing_output prints each loop's GB/s
  // against (loom/core/stream_bandwidth.h). A number of GB/s; "measure"
  // (a STREAM triad with the program's threads when the table is printed:
  // it allocates 192-768 MB); "off", the default.
  enum class StreamBandwidth { Off, Given, Measure };
  StreamBandwidth streamMode = StreamBandwidth::Off;
  double streamGBs = 0; // when Given
};

// Sets `options` from the environment, then from OP2's arguments in argv
// (OP_PART_SIZE=N, OP_BLOCK_SIZE=N, ...), and mirrors the result into OP2's
// globals. A malformed value is a loom::Error naming the variable and value.
void parseRuntimeOptions(RuntimeOptions &options, int argc, char **argv,
                         int diagnostics);

// An on/off variable's value: 1 (or empty, for variables that are on when
// set: `empty`) or 0; anything else is a loom::Error naming `what`.
bool onOffValue(const char *text, const char *what, bool empty = false);

} // namespace loom
