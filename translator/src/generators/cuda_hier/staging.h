// The text of a cuda_hier block's shared-memory copy of one dat: staged
// struct-of-arrays (value d of staged element t at [d * count + t]),
// gathered once through the plan's block-local renumbering, consecutive
// threads loading consecutive words of the global array (double2/float4
// where possible); increments added back to global memory by += or by
// atomicAdd. Private to the generators.
#pragma once

#include "generators/common/loop_layout.h"

#include <string>

namespace loom::translator::codegen::cuda_hier {

struct StagedDat {
  std::string data;    // the dat's kernel parameter
  std::string pointer; // the shared-memory array
  std::string shared;  // byte offset parameter
  std::string targets, targetOffset;
  std::string first, count; // locals of the kernel
  int dim = 0;
  std::string type;
  bool read = false;  // StagedRead: staged only when stage_reads
  std::string stride; // the dat's stride in a struct of arrays, else ""
};

// The staged copy of argument k's dat, its names claimed in `layout`.
StagedDat stagedDat(LoopLayout &layout, size_t k, const std::string &stride,
                    bool read);

// The block's statements staging the dat (a read one when stage_reads; an
// incremented one zeroed), before its elements run.
std::string stagingText(const StagedDat &s);

// The loop adding the block's staged increments to global memory: by += or
// (`atomic`) by atomicAdd.
std::string flushText(const StagedDat &s, bool atomic);

// Statements loading `values` (dim values) of the staged element whose
// block-local index is `local[position]` when stage_reads, else by
// `fromGlobal`.
std::string stagedRead(const StagedDat &s, const std::string &dim,
                       const std::string &values, const std::string &local,
                       const std::string &fromGlobal);

// The statement adding `values` (dim values) to the staged element at `at`.
std::string stagedIncrement(const StagedDat &s, const std::string &dim,
                            const std::string &values, const std::string &at);

} // namespace loom::translator::codegen::cuda_hier
