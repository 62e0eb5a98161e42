// The device copy of a cuda_hier loop's plan (loom/backend/cuda/hier_plan.h),
// uploaded once per built plan, and the shared-memory budget of its
// launches. Inline, because it calls the CUDA runtime API (compiled into the
// generated .cu by nvcc, or by g++ against the emulation layer).
#pragma once

#include "loom/backend/cuda/device_data.h"
#include "loom/backend/cuda/hier_plan.h"

#include <cstddef>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace loom::cuda {

class DeviceHierPlan {
public:
  const int *colourBlocks = nullptr;   // blocks grouped by block colour
  const int *blockOffset = nullptr;    // nblocks + 1 positions
  const int *elements = nullptr;       // the element at each position
  const int *threadColour = nullptr;   // by position
  const int *nthreadColours = nullptr; // by block

  DeviceHierPlan(const HierPlan &plan, char const *loop)
      : plan_(plan), loop_(loop) {
    const plan::HierarchicalPlan &h = plan.plan;
    colourBlocks = upload(h.colourBlocks);
    blockOffset = upload(h.blockOffset);
    elements = upload(h.elements);
    threadColour = upload(h.threadColour);
    nthreadColours = upload(h.nthreadColours);
    // One copy per staging list: dats staged through the same (map, slot)s
    // share it.
    for (const plan::StagingList &s : h.stagingLists) {
      targetOffset_.push_back(upload(s.targetOffset));
      targets_.push_back(upload(s.targets));
      locals_.emplace_back();
      for (const plan::LocalMap &m : s.maps)
        locals_.back().push_back(upload(m.index));
    }
  }
  DeviceHierPlan(const DeviceHierPlan &) = delete;
  DeviceHierPlan &operator=(const DeviceHierPlan &) = delete;
  ~DeviceHierPlan() {
    for (int *buffer : owned_)
      cudaFree(buffer); // errors at exit are of no use to anyone
  }

  // Per block, where its staged elements of arg's dat start in targets():
  // nblocks + 1 entries.
  const int *targetOffset(const op_arg &arg) const {
    return targetOffset_[plan_.stagingList(arg, loop_)];
  }
  // The staged elements of arg's dat, block after block, ascending.
  const int *targets(const op_arg &arg) const {
    return targets_[plan_.stagingList(arg, loop_)];
  }
  // The most elements of arg's dat one block stages.
  int maxTargets(const op_arg &arg) const {
    return plan_.maxTargets[plan_.stagingList(arg, loop_)];
  }
  // By position: the block-local index of map[element][slot] in arg's
  // dat's staged elements.
  const int *localIndex(const op_arg &arg, int slot) const {
    const int s = plan_.stagingList(arg, loop_);
    return locals_[s][plan_.localIndex(s, arg, slot, loop_)];
  }

private:
  // A plan array: std::vector<int> or plan::PlanArray.
  template <class Array> const int *upload(const Array &values) {
    void *device = nullptr;
    const std::size_t bytes = values.size() * sizeof(int);
    check(cudaMalloc(&device, bytes ? bytes : sizeof(int)), loop_,
          "allocation of the hierarchical plan");
    owned_.push_back(static_cast<int *>(device));
    if (bytes)
      check(cudaMemcpy(device, values.data(), bytes, cudaMemcpyHostToDevice),
            loop_, "upload of the hierarchical plan");
    return static_cast<const int *>(device);
  }

  const HierPlan &plan_;
  char const *loop_;
  std::vector<const int *> targetOffset_, targets_;
  std::vector<std::vector<const int *>> locals_;
  std::vector<int *> owned_;
};

struct HierPlanCopy {
  std::unique_ptr<DeviceHierPlan> device;
  unsigned long id = 0;
};
inline std::map<const HierPlan *, HierPlanCopy> &hierPlanCopies() {
  static std::map<const HierPlan *, HierPlanCopy> copies;
  return copies;
}

// The device copy of `plan`, uploaded once per built plan; freed at op_exit.
inline const DeviceHierPlan &deviceHierPlan(const HierPlan &plan,
                                            char const *loop) {
  [[maybe_unused]] static const bool cached =
      registerDeviceCache([] { hierPlanCopies().clear(); });
  HierPlanCopy &c = hierPlanCopies()[&plan];
  if (!c.device || c.id != plan.id) {
    c.device.reset(); // the old copy's memory first
    c.device = std::make_unique<DeviceHierPlan>(plan, loop);
    c.id = plan.id;
  }
  return *c.device;
}
inline const DeviceHierPlan &
deviceHierPlan(const HierPlan &plan, char const *loop,
               DeviceCopySite<const DeviceHierPlan *> &site) {
  return site.holds(plan.id) ? *site.copy
                             : *site.keep(plan.id, &deviceHierPlan(plan, loop));
}

// Bytes of shared memory that `count` values of T take, rounded up to 16
// so that the next array stays aligned for vector loads.
template <typename T> constexpr std::size_t sharedBytes(std::size_t count) {
  return (count * sizeof(T) + 15) / 16 * 16;
}

// The device's shared memory per block, after opting in.
inline std::size_t sharedMemoryLimit(char const *loop) {
  static int limit = -1;
  if (limit < 0) {
    int device = 0;
    check(cudaGetDevice(&device), loop, "cudaGetDevice");
    check(cudaDeviceGetAttribute(
              &limit, cudaDevAttrMaxSharedMemoryPerBlockOptin, device),
          loop, "query of the shared-memory limit");
  }
  return static_cast<std::size_t>(limit);
}

// Whether a cuda_hier loop stages what it reads (stageReads()), given the
// shared memory per block with (`bytes`) and without (`withoutReads`) its
// read dats: when all of it does not fit the device, the loop stages only
// its increments (`bytes` becomes `withoutReads`; a note on stderr, once
// per loop, when that fits).
inline int stageReadsWithin(std::size_t &bytes, std::size_t withoutReads,
                            char const *loop) {
  if (!stageReads()) {
    bytes = withoutReads;
    return 0;
  }
  const std::size_t limit = sharedMemoryLimit(loop);
  if (bytes <= limit)
    return 1;
  static std::set<std::string, std::less<>> noted;
  if (withoutReads <= limit && !noted.count(std::string_view(loop))) {
    std::fprintf(stderr,
                 "loom: loop '%s': %zu bytes of shared memory per block "
                 "exceed the device's %zu; it stages only its increments "
                 "(reads from global memory)\n",
                 loop, bytes, limit);
    noted.emplace(loop);
  }
  bytes = withoutReads;
  return 0;
}

// Lets `kernel` use `bytes` of dynamic shared memory per block: above the
// default 48 KiB a kernel must opt in, up to the device's limit. Ends the
// program naming the loop when the device has less.
template <typename Kernel>
void reserveSharedMemory(Kernel kernel, std::size_t bytes, char const *loop,
                         char const *kernelName) {
  // Asked of the driver once per kernel and size: the largest so far.
  static std::map<const void *, std::size_t> reserved;
  std::size_t &most = reserved[reinterpret_cast<const void *>(kernel)];
  if (bytes <= most)
    return;
  const std::size_t limit = sharedMemoryLimit(loop);
  if (bytes > limit)
    fatal(std::string("loop '") + loop + "': kernel " + kernelName + " needs " +
          std::to_string(bytes) +
          " bytes of shared memory per block, the device allows " +
          std::to_string(limit) + "; lower LOOM_CUDA_BLOCK_SIZE");
  check(cudaFuncSetAttribute(kernel,
                             cudaFuncAttributeMaxDynamicSharedMemorySize,
                             static_cast<int>(bytes)),
        loop, "shared-memory opt-in");
  most = bytes;
}

} // namespace loom::cuda
