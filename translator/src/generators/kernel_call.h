// What both CPU backends need to call a loop's kernel on element `n`: named
// locals for the maps and data of the arguments, one map-index local per
// (map, slot) computed once per element, and the pointer expression handed to
// the kernel for each argument. Private to the generators.
#pragma once

#include "generators/code_writer.h"
#include "model/loop_model.h"

#include <set>
#include <string>
#include <vector>

namespace loom::translator::codegen {

// Unique local names within one generated function.
class NameTable {
public:
  void reserve(const std::string &name) { used_.insert(name); }
  // `base`, or base_2, base_3, ... when taken.
  std::string claim(const std::string &base);

private:
  std::set<std::string> used_;
};

// How global reductions reach the kernel.
enum class ReductionStyle {
  InPlace, // the kernel updates the user's variable (sequential)
  PerBlock // the kernel updates loom::BlockReduction<T>::partial(block)
};

struct Reduction {
  int arg = 0;
  std::string type;    // element type T
  std::string object;  // the loom::BlockReduction<T> local
  std::string partial; // the T * local holding this block's partial
};

struct KernelCall {
  int nargs = 0;
  Layout argsArray; // "op_arg args[2] = {arg0, arg1};"
  std::vector<std::string>
      params; // "char const *name", "op_set set", "op_arg arg0", ...
  std::vector<std::string> mapLocals; // set up once per call
  std::vector<std::string> dataLocals;
  std::vector<Reduction> reductions; // PerBlock only
  std::vector<Layout>
      elementLocals;  // map indices, op_arg_idx values, vector arrays
  std::string kernel; // the kernel's name
  std::vector<std::string> callArgs; // one expression per argument
  std::string summary;               // comment block describing the loop

  // The kernel call statement for element `n`.
  Layout call() const { return wrapped(kernel + "(", callArgs, ");"); }
};

// Throws GeneratorError when the model is inconsistent.
KernelCall buildKernelCall(const LoopModel &loop, ReductionStyle style);

} // namespace loom::translator::codegen
