// The openmp backend's SIMD form of a block of consecutive elements: the
// kernel is called under `#pragma omp simd`, so the compiler can inline it
// across vector lanes. Reads through maps become vector gathers; direct
// arguments are distinct per lane. Increments through maps, and global
// reductions, go to small per-lane staging arrays (two lanes of a group may
// increment the same element) that are added after each group of
// loom::openmp::kSimdLanes elements, in element order. Private to the openmp
// generator.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/host_kernel_call.h"
#include "generators/common/loop_layout.h"

#include <string>

namespace loom::translator::codegen::openmp {

struct SimdBlock {
  // Why the loop has no SIMD form, as a generated comment; empty when it has.
  std::string fallback;
  // The statements running elements [block_begin, block_end) in SIMD form.
  Layout code;
  // Whether increments through maps are staged per lane.
  bool stagesIncrements = false;
};

// `call` is the scalar kernel call hostKernelCall(layout) made; the SIMD form
// reuses its element locals and arguments but for the staged ones.
// Claims its locals' names in `layout`.
SimdBlock simdBlock(LoopLayout &layout, const HostKernelCall &call);

} // namespace loom::translator::codegen::openmp
