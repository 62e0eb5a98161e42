// The cuda_hier generator's builder of one loop's kernel and host function.
// cuda_hier_loop.cpp holds the templates and the assembly; element_args.cpp
// how each argument reaches the element (staged in shared memory or through
// maps in global memory) and how its writes are applied. Private to the
// generators.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/loop_layout.h"
#include "generators/cuda_common/device_kernel.h"
#include "generators/cuda_common/kernel_args.h"
#include "generators/cuda_hier/dat_places.h"
#include "generators/cuda_hier/shared_layout.h"
#include "generators/cuda_hier/staging.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace loom::translator::codegen::cuda_hier {

class HierKernel {
public:
  explicit HierKernel(const LoopModel &loop);

  // The kernel and the host function launching it.
  std::string render();

private:
  // cuda_hier_loop.cpp: the assembly.
  std::string defaultStrategy() const;
  std::string strategiesNote() const;
  Layout planCall() const;
  std::vector<std::string> globalArgs() const;
  std::vector<std::string> blockReduce() const;
  std::string elementText() const;

  // element_args.cpp: the arguments.
  void addDats();
  void addArg(size_t k);
  void addDatArg(size_t k);
  void addVector(size_t k, const std::string &active);
  std::vector<std::string> addWritten(size_t k, int slot,
                                      const std::string &values,
                                      const std::string &at,
                                      const std::string &guard);
  std::string loadRead(size_t k, int slot, const std::string &values);
  void addMaps();
  std::string entry(int m, int slot);
  std::string localIndex(size_t k, int slot);

  const LoopModel &loop_;
  LoopLayout layout_;
  cuda::DeviceKernel device_;
  cuda::KernelArgs args_;
  std::string kernel_, reductionShared_;
  DatPlaces places_;
  std::string noAtomic_, noHierAtomic_; // why no atomic forms, or ""
  bool hierAtomic_ = false;             // the kernel can flush by atomics
  std::vector<StagedDat> staged_;       // per dat; pointer "" if not staged
  SharedLayout shared_;
  std::map<std::tuple<int, int, int>, std::string> localIndex_;
  std::set<size_t> mapRead_;
  bool stagesReads_ = false;
  std::vector<Layout> elementLocals_;
  std::vector<std::string> staging_, carried_, apply_, writeBack_, atomicBack_,
      marks_;
};

} // namespace loom::translator::codegen::cuda_hier
