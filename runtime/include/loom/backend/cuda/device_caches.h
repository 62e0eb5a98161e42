// Device buffers the CUDA backends keep between loops: copies of maps
// (made again when renumbering changed their entries) and of plans' element
// orders (once per built plan), and scratch pools. Each cache registers once
// how to empty itself; op_exit empties them all (releaseCaches, hooked in
// loom/backend/cuda/lifecycle_hooks.h).
#pragma once

#include "loom/backend/cuda/check.h"
#include "loom/backend/cuda/colour_plan.h"
#include "loom/core/context.h"
#include "loom/core/host_lookups.h"
#include "loom/cuda/kernel_macros.h"

#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace loom::cuda {

// The caches' release functions.
inline std::vector<void (*)()> &deviceCaches() {
  static std::vector<void (*)()> caches;
  return caches;
}
inline bool registerDeviceCache(void (*release)()) {
  deviceCaches().push_back(release);
  return true;
}
// How often op_exit has emptied the caches: a call site that keeps a
// pointer into one (DeviceCopySite) compares it.
inline unsigned long &cachesReleased() {
  static unsigned long count = 0;
  return count;
}
inline void releaseCaches() {
  for (void (*release)() : deviceCaches())
    release();
  ++cachesReleased();
}

// A loop call site's device copy of its plan (a static of the generated
// code), so that a steady-state call finds it without a search: valid while
// the site's plan is the one copied (plan ids are unique per built plan,
// never 0) and the caches have not been emptied since.
template <typename Copy> struct DeviceCopySite {
  unsigned long planId = 0;
  unsigned long released = 0;
  Copy copy{};
  bool holds(unsigned long id) const {
    return id != 0 && id == planId && released == cachesReleased();
  }
  Copy keep(unsigned long id, Copy c) {
    ++hostLookups().devicePlanSearches;
    planId = id;
    released = cachesReleased();
    copy = c;
    return c;
  }
};
// Device buffers kept for reuse, by slot: pointer and size.
using ScratchPool = std::vector<std::pair<void *, std::size_t>>;

// The pool `Tag` names, emptied at op_exit.
template <typename Tag> ScratchPool &scratchPool() {
  static ScratchPool pool;
  [[maybe_unused]] static const bool cached = registerDeviceCache([] {
    for (auto &[pointer, size] : scratchPool<Tag>())
      checkDevice(cudaFree(pointer), "release of a scratch buffer");
    scratchPool<Tag>().clear();
  });
  return pool;
}

// A device buffer of at least `bytes`, kept for reuse: slot k of `pool`.
inline void *scratch(ScratchPool &pool, std::size_t slot, std::size_t bytes,
                     char const *loop) {
  if (pool.size() <= slot)
    pool.resize(slot + 1, {nullptr, 0});
  auto &[pointer, size] = pool[slot];
  if (size < bytes) {
    if (pointer)
      check(cudaFree(pointer), loop, "release of a scratch buffer");
    check(cudaMalloc(&pointer, bytes), loop, "allocation of a scratch buffer");
    size = bytes;
  }
  return pointer;
}

// The device copy of a map and the context's map-entries generation it was
// made at.
struct MapCopy {
  int *device = nullptr;
  unsigned long generation = 0;
};
inline std::map<op_map, MapCopy> &mapCopies() {
  static std::map<op_map, MapCopy> copies;
  return copies;
}
inline void releaseMapCopies() {
  for (auto &[map, copy] : mapCopies())
    checkDevice(cudaFree(copy.device),
                std::string("release of the device copy of map '") + map->name +
                    "'");
  mapCopies().clear();
}
// `map`'s device copy, made again when existing maps' entries may have
// changed (renumbering) since it was made (for `loop`, or at the map's
// declaration: null).
inline const int *mapCopy(op_map map, char const *loop) {
  [[maybe_unused]] static const bool cached =
      registerDeviceCache(&releaseMapCopies);
  MapCopy &c = mapCopies()[map];
  const unsigned long generation = context().mapEntriesGeneration();
  if (!c.device || c.generation != generation) {
    const std::size_t bytes =
        static_cast<std::size_t>(map->from->size) * map->dim * sizeof(int);
    if (c.device)
      check(cudaFree(c.device), loop, "release of a map copy");
    void *device = nullptr;
    check(cudaMalloc(&device, bytes ? bytes : 1), loop,
          (std::string("allocation of map '") + map->name + "'").c_str());
    c.device = static_cast<int *>(device);
    check(cudaMemcpy(c.device, map->map, bytes, cudaMemcpyHostToDevice), loop,
          (std::string("upload of map '") + map->name + "'").c_str());
    c.generation = generation;
  }
  return c.device;
}
inline const int *deviceMap(const op_arg &arg, char const *loop) {
  return mapCopy(arg.map, loop);
}

// The device copy of a plan's element order (nullptr when positions are
// elements), uploaded once per built plan.
struct PlanCopy {
  int *device = nullptr;
  unsigned long id = 0;
};
inline std::map<const ColourPlan *, PlanCopy> &planCopies() {
  static std::map<const ColourPlan *, PlanCopy> copies;
  return copies;
}
inline void releasePlanCopies() {
  for (auto &[plan, copy] : planCopies())
    checkDevice(cudaFree(copy.device), "release of a plan's device copy");
  planCopies().clear();
}
inline const int *devicePlanElements(const ColourPlan &plan, char const *loop) {
  if (plan.elements.empty())
    return nullptr;
  [[maybe_unused]] static const bool cached =
      registerDeviceCache(&releasePlanCopies);
  PlanCopy &c = planCopies()[&plan];
  if (!c.device || c.id != plan.id) {
    if (c.device)
      check(cudaFree(c.device), loop, "release of a plan copy");
    const std::size_t bytes = plan.elements.size() * sizeof(int);
    void *device = nullptr;
    check(cudaMalloc(&device, bytes), loop, "allocation of the plan");
    c.device = static_cast<int *>(device);
    check(cudaMemcpy(c.device, plan.elements.data(), bytes,
                     cudaMemcpyHostToDevice),
          loop, "upload of the plan");
    c.id = plan.id;
  }
  return c.device;
}
inline const int *devicePlanElements(const ColourPlan &plan, char const *loop,
                                     DeviceCopySite<const int *> &site) {
  if (plan.elements.empty())
    return nullptr;
  return site.holds(plan.id)
             ? site.copy
             : site.keep(plan.id, devicePlanElements(plan, loop));
}

} // namespace loom::cuda
