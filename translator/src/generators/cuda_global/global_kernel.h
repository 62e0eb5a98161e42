// The cuda_global generator's builder of one loop's kernel and host
// function. cuda_global_loop.cpp holds the templates and the assembly;
// element_args.cpp how each argument reaches the element and how its writes
// through maps are applied. Private to the generators.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/loop_layout.h"
#include "generators/cuda_common/device_kernel.h"
#include "generators/cuda_common/kernel_args.h"

#include <string>
#include <vector>

namespace loom::translator::codegen::cuda_global {

class GlobalKernel {
public:
  explicit GlobalKernel(const LoopModel &loop);

  // The kernel and the host function launching it.
  std::string render();

private:
  // cuda_global_loop.cpp: the assembly.
  std::string planText() const;
  std::vector<std::string> blockReduce() const;

  // element_args.cpp: the arguments.
  void addDats();
  void addMaps();
  void addArg(size_t k);
  void addDirect(size_t k, const std::string &active);
  void addWrite(const std::string &active, const std::string &write,
                const std::string &atomic);
  void addVector(size_t k, const std::string &active);

  const LoopModel &loop_;
  LoopLayout layout_;
  cuda::DeviceKernel device_;
  cuda::KernelArgs args_;
  std::string kernel_;
  std::vector<Layout> elementLocals_;
  std::string noAtomic_; // why the loop has no atomic form, or ""
  bool atomicForm_ = false;
  std::vector<std::string> directBack_; // rows copied into registers
  std::vector<std::string> writeBack_;
  std::vector<std::string> atomicBack_; // writeBack_ by atomicAdd
  std::vector<std::string> marks_;
};

} // namespace loom::translator::codegen::cuda_global
