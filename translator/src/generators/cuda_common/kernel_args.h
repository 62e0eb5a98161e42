// The kernel arguments the CUDA generators (cuda_global, cuda_hier) build
// alike: each kernel parameter with the host expression launched into it,
// the device copies of dats, maps and globals, global reductions and
// optional globals; and the small text helpers both use. Each backend adds
// what is its own (where indirect data lives, how it is written back) and
// its launch parameters around these. Private to the generators.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/loop_layout.h"
#include "generators/cuda_common/device_kernel.h"
#include "model/loop_model.h"

#include <map>
#include <string>
#include <vector>

namespace loom::translator::codegen::cuda {

// One kernel parameter and the host expression the launch passes to it.
struct LaunchParam {
  std::string decl;      // "const int *__restrict__ elements"
  std::string launchArg; // "device_plan.elements"
};

// The parameters' declarations, and their launch arguments, in order.
std::vector<std::string> declarations(const std::vector<LaunchParam> &params);
std::vector<std::string>
launchArguments(const std::vector<LaunchParam> &params);

// The lines joined by '\n'.
std::string joinLines(const std::vector<std::string> &items);

// `text` (lines starting at column 0) indented by `by` spaces after each
// line break.
std::string indentBy(const std::string &text, int by);

// "if (<condition>)\n  <statement, indented by 2>".
std::string guarded(const std::string &condition, const std::string &statement);

// A Layout of a text that is the same at every column.
Layout line(std::string text);

// "sizeof(T)" of one type, "std::max({sizeof(A), sizeof(B)})" of several.
std::string widestSize(const std::vector<std::string> &types);

// Rejects the loop when a dat or global argument's dim is not positive
// (the front end refuses that but for an optional argument, which the host
// backends may leave inactive).
void rejectDimsNotPositive(const LoopModel &loop);

// The device kernel's name as the element calls it: with what follows the
// kernel's name in the call as written (template arguments).
std::string deviceCallee(const LoopModel &loop, const DeviceKernel &device);

// An OP_INC/OP_MIN/OP_MAX global: this thread's values in `local`, one
// partial per block at `partials + blockIdx.x * dim`.
struct BlockReduction {
  std::string op, type, local, partials;
  int dim = 0;
};

// The parameters, device copies and reductions of a loop's kernel, as the
// arguments are added.
class KernelArgs {
public:
  // `partialCount` follows "GlobalReduction<T, op> r(argK, K," in the host
  // function: how many partials the loop's launches write.
  KernelArgs(const LoopModel &loop, LoopLayout &layout,
             const DeviceKernel &device, std::string partialCount);

  // Dat d's device pointer (const __restrict__ when read only) and, when
  // the code needs it, its struct-of-arrays stride (in strides).
  void addDat(size_t d);

  // A map's device pointer and, when not a constant, its dim.
  void addMap(const MapLayout &use);

  // Global argument k: a read-only device copy, or a reduction; an
  // inactive op_opt_arg_gbl uploads nothing, passes the kernel a null
  // pointer and folds nothing.
  void addGlobal(size_t k);

  // The kernel's flag parameter of op_opt_arg argument k (launched with
  // argK.opt).
  std::string addActive(size_t k);

  // The last kernel call argument made a null pointer unless `active`.
  void nullUnless(const std::string &active);

  std::vector<LaunchParam> params;
  std::vector<std::string> callArgs;        // the device kernel's arguments
  std::vector<std::string> strides;         // per dat: its stride, or ""
  std::map<size_t, std::string> strideArgs; // per strided argument
  std::vector<Layout> deviceLocals;         // host: device copies
  std::vector<std::string> threadLocals;    // kernel: reduction values
  // kernel: copies of OP_READ globals the kernel takes as non-const, and
  // the checks after the kernel that flag a changed one
  std::vector<std::string> readOnlyCopies, readOnlyChecks;
  std::vector<std::string> hostRed;        // host: GlobalReduction objects
  std::vector<std::string> fold, finish;   // host: after each launch, last
  std::vector<std::string> reductionTypes; // distinct, in order
  std::vector<BlockReduction> reductions;

private:
  const LoopModel &loop_;
  LoopLayout &layout_;
  const DeviceKernel &device_;
  std::string partialCount_;
};

// The placeholders both backends' loop templates fill alike: the loop's
// summary, device kernel and constants; the thread's reduction values; the
// host function's signature, argument checks, constant uploads, device
// locals and reductions (made, folded, finished); and the dats it marks
// device-newer (`marks`). Each backend adds its own.
Vars sharedLoopVars(const LoopLayout &layout, const DeviceKernel &device,
                    const KernelArgs &args,
                    const std::vector<std::string> &marks);

// A section headed `heading` of `plain` lines; with `atomicForm`, the lines
// run by atomicAdd (`atomic`) when the kernel's flag `flag` is set:
// "<heading> (<note>)", "if (<flag>) {<atomic>} else {<plain>}".
std::string plainOrAtomic(const std::string &heading, bool atomicForm,
                          const std::string &flag, const std::string &note,
                          const std::vector<std::string> &plain,
                          const std::vector<std::string> &atomic);

} // namespace loom::translator::codegen::cuda
