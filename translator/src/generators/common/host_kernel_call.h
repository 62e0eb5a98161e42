// How the host backends (seq, openmp) hand data to the kernel for element
// `n`: pointers into the dats' arrays of structs, one map-index local per
// (map, slot) computed once per element, op_arg_idx values and the pointer
// arrays of vector arguments. Private to the generators.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/loop_layout.h"

#include <string>
#include <vector>

namespace loom::translator::codegen {

struct HostKernelCall {
  std::vector<Layout> elementLocals; // map indices, idx values, vector arrays
  std::vector<std::string> callArgs; // one expression per argument
  std::string kernel;                // how the kernel is called

  // The kernel call statement for element `n`.
  Layout call() const { return wrapped(kernel + "(", callArgs, ");"); }
};

// Claims its locals' names in `layout`.
HostKernelCall hostKernelCall(LoopLayout &layout);

// The map entry of `element` for `slot`: "pedge_map[n * 2 + 1]".
std::string mapEntry(const MapLayout &use, int slot,
                     const std::string &element = "n");

// The values per element of argument k: its dim, or "arg<k>.dim" when the
// dim is not a constant.
std::string argDim(const ArgModel &a, size_t k);

// Element `index` of argument k's array of structs at `base`:
// "p_q + pecell_0 * 4".
std::string elementPointer(const std::string &base, const std::string &index,
                           const ArgModel &a, size_t k);

} // namespace loom::translator::codegen
